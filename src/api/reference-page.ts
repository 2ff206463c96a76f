/** A readable API reference rendered from the OpenAPI document, with no outside scripts or styles. */
interface Operation {
  summary?: string;
  tags?: string[];
  "x-atrium-access"?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
}
interface Document {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? []).map((p) => `<code>${escape(p.name)}</code> (${p.in}${p.required ? ", required" : ""})`).join(", ");
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, { schema }]) => `<details><summary>Body: ${escape(type)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`)
    .join("");
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => `<li><b>${status}</b> ${escape(response.description ?? "")}</li>`)
    .join("");
  return `<section><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <small>${escape(operation["x-atrium-access"] ?? "")}</small></h3>
<p>${escape(operation.summary ?? "")}</p>${parameters ? `<p>Parameters: ${parameters}</p>` : ""}${body}<ul>${responses}</ul></section>`;
}

export function renderReference(openApi: { info: Document["info"]; paths?: object }): string {
  // The generated document's path items are operations keyed by method (zod-openapi writes no others).
  const document = { info: openApi.info, paths: (openApi.paths ?? {}) as Document["paths"] };
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const groups = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#111827;line-height:1.5}
h3{font-size:15px;margin:0}section{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#0369a1}.post{background:#047857}.put{background:#b45309}.patch{background:#7c3aed}.delete{background:#b91c1c}
small{color:#4b5563;font-weight:normal}pre{background:#f3f4f6;padding:8px;overflow:auto;font-size:12px}nav a{margin-right:12px}
</style></head><body><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? "")}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav>${groups.map(([tag]) => `<a href="#${encodeURIComponent(tag)}">${escape(tag)}</a>`).join("")}</nav>
${groups.map(([tag, html]) => `<h2 id="${encodeURIComponent(tag)}">${escape(tag)}</h2>${html.join("")}`).join("")}</body></html>`;
}
