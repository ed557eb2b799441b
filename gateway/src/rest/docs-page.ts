// Browsable API docs rendered on the server from the OpenAPI document: one self-contained page with no
// scripts and no CDN, so it works offline and under the production CSP.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as untyped JSON
type Json = Record<string, any>;

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const pretty = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const style = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:980px;padding:24px;color:#1f2937}
h1{margin-bottom:4px}h2{margin-top:32px;border-bottom:1px solid #e5e7eb}
details{border:1px solid #e5e7eb;border-radius:6px;margin:8px 0;padding:6px 12px}
summary{cursor:pointer}code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f9fafb;padding:8px;overflow:auto}
.method{display:inline-block;min-width:60px;font-weight:700}
.GET{color:#047857}.POST{color:#1d4ed8}.PUT{color:#b45309}.DELETE{color:#b91c1c}
.lock{color:#6b7280;font-size:13px}table{border-collapse:collapse}td,th{padding:2px 10px 2px 0;text-align:left}`;

export function renderDocsPage(document: Json): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(methods)) {
      const tag = operation.tags?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method.toUpperCase(), operation)]);
    }
  }
  const sections = [...byTag].map(([tag, items]) => `<h2>${escape(tag)}</h2>${items.join("")}`).join("");
  const schemas = Object.entries<Json>(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escape(name)}"><summary><code>${escape(name)}</code></summary>${pretty(schema)}</details>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${style}</style></head><body>
<h1>${escape(document.info.title)}</h1><p>${escape(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
${sections}<h2>Schemas</h2>${schemas}</body></html>`;
}

function renderOperation(path: string, method: string, operation: Json): string {
  const secured = operation.security?.some((entry: Json) => "bearer" in entry);
  const parameters = (operation.parameters ?? []) as Json[];
  const body = operation.requestBody?.content;
  const responses = Object.entries<Json>(operation.responses)
    .map(([status, response]) => {
      const [type, media] = Object.entries<Json>(response.content ?? {})[0] ?? [];
      return `<tr><td><b>${escape(status)}</b></td><td>${escape(response.description)}</td><td>${type ? `<code>${escape(type)}</code>` : ""}</td></tr>${
        media ? `<tr><td></td><td colspan="2">${pretty(media.schema)}</td></tr>` : ""
      }`;
    })
    .join("");
  return `<details><summary><span class="method ${method}">${method}</span> <code>${escape(path)}</code> ${escape(operation.summary)}
${secured ? '<span class="lock">(bearer token)</span>' : ""}</summary>
${operation.description ? `<p>${escape(operation.description)}</p>` : ""}
${parameters.length ? `<h4>Parameters</h4><table>${parameters.map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? "required" : "optional"}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`).join("")}</table>` : ""}
${
  body
    ? `<h4>Request body</h4>${Object.entries<Json>(body)
        .map(([type, media]) => `<code>${escape(type)}</code>${pretty(media.schema)}`)
        .join("")}`
    : ""
}
<h4>Responses</h4><table>${responses}</table></details>`;
}
