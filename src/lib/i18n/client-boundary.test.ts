import fs from "node:fs";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

/**
 * The catalogues hold every language's messages; the translator carries them. Server code formats
 * messages and hands client components strings (decision 013), so no file a client bundle starts
 * from ("use client") may reach either, directly or through other files (type imports aside).
 */
const serverOnly = ["src/lib/i18n/catalogues.ts", "src/lib/i18n/translator.ts"];
/**
 * A public catalogue is one language of eleven: client code gets its words from the server. The back
 * office's catalogues (src/messages/en/admin/, decision 035) exist in English only, so an admin
 * component imports its own namespace's file; no other catalogue file may reach a client bundle.
 */
const isServerOnlyCatalogue = (file: string) => file.startsWith("src/messages/") && !file.startsWith("src/messages/en/admin/");
const root = path.resolve(import.meta.dirname, "../../..");

async function dependencyGraph(): Promise<ICruiseResult> {
  const tsConfig = extractTSConfig(path.join(root, "tsconfig.json"));
  const { output } = await cruise(
    ["src"],
    { baseDir: root, tsPreCompilationDeps: true, doNotFollow: { path: "node_modules" }, exclude: { path: "[.]test[.]tsx?$|^src/testing/" }, tsConfig: { fileName: "tsconfig.json" } },
    { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    { tsConfig },
  );
  return output as ICruiseResult;
}

/** Every file reachable from `start` by imports that end up in a bundle (not `import type`). */
function reachable(graph: ICruiseResult, start: string): Map<string, string[]> {
  const edges = new Map(graph.modules.map((module) => [module.source, module.dependencies.filter((dependency) => !dependency.dependencyTypes.includes("type-only")).map((dependency) => dependency.resolved)]));
  const paths = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of edges.get(file) ?? []) {
      if (paths.has(next)) continue;
      paths.set(next, [...paths.get(file)!, next]);
      queue.push(next);
    }
  }
  return paths;
}

const isClientFile = (file: string) => /^\s*(\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(fs.readFileSync(path.join(root, file), "utf8"));

describe("the message catalogues stay on the server", () => {
  it("no client component reaches the catalogues, the translator or a public catalogue file", async () => {
    const graph = await dependencyGraph();
    const clientFiles = graph.modules.map((module) => module.source).filter((file) => /^src\/.+[.]tsx?$/.test(file) && isClientFile(file));
    expect(clientFiles.length).toBeGreaterThan(10);
    const leaks = clientFiles.flatMap((file) => {
      const paths = reachable(graph, file);
      return [...paths.keys()].filter((target) => serverOnly.includes(target) || isServerOnlyCatalogue(target)).map((target) => paths.get(target)!.join(" -> "));
    });
    expect(leaks).toEqual([]);
  });
});
