// A loopback fake of MSG91's Flow API (POST /api/v5/flow, https://docs.msg91.com "Send SMS") for tests: it records
// every request (auth key, template id, sender and each recipient with its variables) and answers as MSG91 does:
// {type: "success"} or, for a template it does not know, 200 {type: "error"}.
import http from "node:http";

export interface Msg91Request {
  authKey: string;
  templateId: string;
  sender: string;
  recipients: Record<string, string>[];
}

export interface FakeMsg91 {
  /** The Flow API's URL, for MSG91_API_URL. */
  url: string;
  requests: Msg91Request[];
  close(): Promise<void>;
}

export async function startFakeMsg91(knownTemplates: string[]): Promise<FakeMsg91> {
  const requests: Msg91Request[] = [];
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const send = (status: number, body: object) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (request.method !== "POST" || request.url !== "/api/v5/flow") return send(404, { type: "error" });
      const body = JSON.parse(raw || "{}") as { template_id?: string; sender?: string; recipients?: [] };
      requests.push({
        authKey: String(request.headers.authkey ?? ""),
        templateId: body.template_id ?? "",
        sender: body.sender ?? "",
        recipients: body.recipients ?? [],
      });
      if (!knownTemplates.includes(body.template_id ?? ""))
        return send(200, { type: "error", message: "Invalid template" });
      send(200, { type: "success", message: "3a6b1c2d" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
