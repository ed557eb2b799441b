// HTML rendering of the dev mailbox. Message bodies are shown as their text, with the links listed as anchors.
interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function mailboxPage(messages: MailboxEntry[], kind: string): string {
  const items = messages.map(
    (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p>To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.createdAt}">${message.createdAt}</time></p>
<pre>${escapeHtml(message.text)}</pre>
<ul>${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>
</article>`,
  );
  const note =
    kind === "smtp"
      ? "<p>SMTP_URL is set: new messages go to the SMTP server, not here.</p>"
      : kind === "off"
        ? "<p>MAIL_DELIVERY=off: new messages are neither sent nor kept.</p>"
        : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Dev mailbox</h1>
<p>Emails and SMS sent by the development identity server (newest first). Filter with <code>?to=address</code> or <code>?to=%2B919876543210</code>.</p>${note}
${items.length ? items.join("\n") : "<p>No messages yet.</p>"}
</main></body></html>`;
}
