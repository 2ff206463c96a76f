// Node module hooks for the public renderer (decision 016, amended; docs/decisions/030): outside
// Next, a server component that imports a "use client" module gets, instead of the module, one
// whose exports render an island (island.tsx): the component rendered to HTML inside a marker that
// the visitor's browser hydrates with the same props. Modules that client modules import stay as
// they are (the flag below follows the client graph), as in Next, where only the boundary changes.
import path from "node:path";
import { init, parse } from "es-module-lexer";

const clientFlag = "atrium-client";
const root = process.cwd();
const islandModule = new URL(`file://${path.join(root, "src/server/islands/island.tsx")}`).href;

function flagged(url) {
  return `${url}${url.includes("?") ? "&" : "?"}${clientFlag}`;
}

const isOurs = (url) => url.startsWith("file:") && !url.includes("/node_modules/");

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  // What a client module imports is client code too: flagged, so that it is never made an island.
  if (context.parentURL?.includes(clientFlag) && isOurs(resolved.url) && !resolved.url.includes(clientFlag)) return { ...resolved, url: flagged(resolved.url) };
  return resolved;
}

/** A module that starts with the "use client" directive (after comments); build-islands.ts shares it. */
export const clientDirective = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/;

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!isOurs(url) || url.includes(clientFlag) || loaded.format !== "module") return loaded;
  const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
  if (!clientDirective.test(source)) return loaded;
  await init;
  const [, exports] = parse(source);
  const file = new URL(url);
  const id = path.relative(root, decodeURIComponent(file.pathname));
  const lines = [`import * as original from ${JSON.stringify(flagged(url))};`, `import { island } from ${JSON.stringify(islandModule)};`];
  for (const { n: name } of exports) {
    const wrapped = `island(${JSON.stringify(id)}, ${JSON.stringify(name)}, original[${JSON.stringify(name)}])`;
    lines.push(name === "default" ? `export default ${wrapped};` : `export const ${name} = ${wrapped};`);
  }
  return { format: "module", source: lines.join("\n"), shortCircuit: true };
}
