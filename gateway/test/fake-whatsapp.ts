// A loopback fake of the WhatsApp Cloud API's messages endpoint (POST /{phone-number-id}/messages,
// https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates) for tests: it records every
// request (path, bearer token and the template message) and answers as the Cloud API does: 200 with the message's
// id, or 400 with an error for a template it does not know.
import http from "node:http";

export interface WhatsAppRequest {
  path: string;
  authorization: string;
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { text: string }[] }[];
  };
}

export interface FakeWhatsApp {
  /** The API's base URL, for WHATSAPP_API_URL. */
  url: string;
  requests: WhatsAppRequest[];
  close(): Promise<void>;
}

export async function startFakeWhatsApp(knownTemplates: string[]): Promise<FakeWhatsApp> {
  const requests: WhatsAppRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const send = (status: number, body: object) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (request.method !== "POST" || !/^\/v21\.0\/[^/]+\/messages$/.test(request.url ?? "")) {
        return send(404, { error: { message: "Unknown path", code: 100 } });
      }
      const body = JSON.parse(raw || "{}") as { type?: string; to?: string; template?: WhatsAppRequest["template"] };
      if (body.type !== "template" || !body.template)
        return send(400, { error: { message: "Not a template", code: 100 } });
      requests.push({
        path: request.url ?? "",
        authorization: String(request.headers.authorization ?? ""),
        to: body.to ?? "",
        template: body.template,
      });
      if (!knownTemplates.includes(body.template.name)) {
        return send(400, { error: { message: "Template name does not exist in the translation", code: 132001 } });
      }
      send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${requests.length}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
