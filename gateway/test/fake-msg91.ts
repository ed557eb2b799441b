// A loopback fake of MSG91's Flow API (POST /api/v5/flow, https://docs.msg91.com "Send SMS") for tests: it records
// every request (auth key, template id, sender and each recipient with its variables) and answers as MSG91 does:
// {type: "success"} or, for a template it does not know, 200 {type: "error"}.
import { startLoopbackJsonServer } from "./loopback-json-server.ts";

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
  const server = await startLoopbackJsonServer(({ method, path, headers, body }) => {
    if (method !== "POST" || path !== "/api/v5/flow") return { status: 404, body: { type: "error" } };
    const flow = body as { template_id?: string; sender?: string; recipients?: Record<string, string>[] };
    requests.push({
      authKey: String(headers.authkey ?? ""),
      templateId: flow.template_id ?? "",
      sender: flow.sender ?? "",
      recipients: flow.recipients ?? [],
    });
    if (!knownTemplates.includes(flow.template_id ?? "")) {
      return { status: 200, body: { type: "error", message: "Invalid template" } };
    }
    return { status: 200, body: { type: "success", message: "3a6b1c2d" } };
  });
  return { url: `${server.origin}/api/v5/flow`, requests, close: server.close };
}
