// A loopback SMTP server for the suites: it takes messages as a mail relay would (no TLS, no auth), or, while
// `answering` is off, accepts connections and says nothing, like a relay that hangs, so the sender waits.
import net from "node:net";

export interface SmtpFake {
  url: string;
  /** Off: connections are accepted and never answered. */
  answering: boolean;
  /** Connections accepted so far, answered or not. */
  connections: number;
  /** Each message's envelope recipients and its raw data, soft line breaks of quoted-printable undone. */
  messages: { to: string[]; data: string }[];
  close(): Promise<void>;
}

export async function startSmtpFake(): Promise<SmtpFake> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    fake.connections += 1;
    if (!fake.answering) return;
    converse(socket);
  });
  const converse = (socket: net.Socket) => {
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    socket.write("220 smtp-fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      while (buffer.length > 0) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          fake.messages.push({ to, data: buffer.slice(0, end).replace(/=\r\n/g, "") });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write("250 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "RCPT") to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        if (verb === "DATA") {
          inData = true;
          socket.write("354 end with <CRLF>.<CRLF>\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write(verb === "EHLO" ? "250 smtp-fake\r\n" : "250 ok\r\n");
      }
    });
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const fake: SmtpFake = {
    url: `smtp://127.0.0.1:${port}`,
    answering: true,
    connections: 0,
    messages: [],
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
