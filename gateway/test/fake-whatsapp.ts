// A loopback fake of the WhatsApp Cloud API's messages endpoint (POST /{phone-number-id}/messages,
// https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates) for tests: it records every
// request (path, bearer token and the template message) and answers as the Cloud API does: 200 with the message's
// id, or 400 with an error for a template it does not know.
import { startLoopbackJsonServer } from "./loopback-json-server.ts";

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
  const server = await startLoopbackJsonServer(({ method, path, headers, body }) => {
    if (method !== "POST" || !/^\/v21\.0\/[^/]+\/messages$/.test(path)) {
      return { status: 404, body: { error: { message: "Unknown path", code: 100 } } };
    }
    const message = body as { type?: string; to?: string; template?: WhatsAppRequest["template"] };
    if (message.type !== "template" || !message.template) {
      return { status: 400, body: { error: { message: "Not a template", code: 100 } } };
    }
    requests.push({
      path,
      authorization: String(headers.authorization ?? ""),
      to: message.to ?? "",
      template: message.template,
    });
    if (!knownTemplates.includes(message.template.name)) {
      return {
        status: 400,
        body: { error: { message: "Template name does not exist in the translation", code: 132001 } },
      };
    }
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: `wamid.${requests.length}` }],
      },
    };
  });
  return { url: `${server.origin}/v21.0`, requests, close: server.close };
}
