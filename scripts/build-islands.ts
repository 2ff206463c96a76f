import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { islandsDir, islandsManifestName, type IslandsManifest } from "@/lib/islands";
import { clientDirective } from "@/server/islands/loader-hooks.mjs";
import { buildStylesheet } from "./build-stylesheet";

/**
 * The browser bundles of the public renderer's islands (docs/decisions/030): every "use client"
 * module of src/ is an entry (a page loads only those it shows), with the hydration runtime;
 * shared code (React) is split into chunks. Next's own client router is not there: next/navigation
 * and next/link are shims. Run after `next build` (package.json's build, scripts/start.ts), since
 * it writes under .next/static/, which the front serves. Prints nothing unless it fails.
 */
const root = path.resolve(import.meta.dirname, "..");

function clientModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // src/testing holds the tests' fixtures (an island for island-roots.test.tsx), not the site's code.
    if (entry.isDirectory()) return file === path.join(root, "src/testing") ? [] : clientModules(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return clientDirective.test(fs.readFileSync(file, "utf8")) ? [file] : [];
  });
}

export async function buildIslands() {
  const outdir = path.join(root, islandsDir());
  fs.rmSync(outdir, { recursive: true, force: true });
  const runtime = path.join(root, "src/lib/islands-client.ts");
  const entries = clientModules(path.join(root, "src"));
  const result = await build({
    entryPoints: [runtime, ...entries],
    absWorkingDir: root,
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    jsx: "automatic",
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    // Zod's `jitless`, as in next.config.ts: no `new Function` probe for the page policy to report.
    define: { "process.env.NODE_ENV": '"production"', "globalThis.__zod_globalConfig": JSON.stringify({ jitless: true }) },
    alias: { "next/navigation": "./src/lib/islands-shims/next-navigation.ts", "next/link": "./src/lib/islands-shims/next-link.tsx" },
    legalComments: "none",
    metafile: true,
    logLevel: "error",
  });
  const manifest: IslandsManifest = { runtime: { file: "", imports: [] }, islands: {}, stylesheet: await buildStylesheet(root, outdir) };
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const entry = { file: path.basename(output), imports: meta.imports.filter((item) => item.kind === "import-statement").map((item) => path.basename(item.path)) };
    if (path.resolve(root, meta.entryPoint) === runtime) manifest.runtime = entry;
    else manifest.islands[path.relative(root, path.resolve(root, meta.entryPoint))] = entry;
  }
  fs.writeFileSync(path.join(outdir, islandsManifestName), JSON.stringify(manifest));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIslands();
