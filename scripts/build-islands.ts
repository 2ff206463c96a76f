import fs from "node:fs";
import path from "node:path";
import { build, type BuildOptions } from "esbuild";
import { islandsDir, islandsManifestName, islandsUrl, type IslandsManifest } from "@/lib/islands";
import { clientDirective } from "@/server/islands/loader-hooks.mjs";
import { buildStylesheet } from "./build-stylesheet";

/**
 * The browser code of the public renderer (docs/decisions/030, 034; issue 31), in two builds:
 * - the islands: every "use client" module of src/ is an entry (loaded when an island is seen or
 *   used, or a behavior opens it), with their React half (island-roots.ts); shared code (React) is
 *   split into chunks. Next's own client router is not there: next/navigation and next/link are shims.
 * - the page's script (src/site/page-script.ts): one file, every page's only script at load, with
 *   the behaviors and no React; it knows the islands' React half by the URL the first build gave it.
 * Run after `next build` (package.json's build, scripts/start.ts), since it writes under
 * .next/static/, which the front serves. Prints nothing unless it fails.
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

const browserBuild = {
  absWorkingDir: root,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  // Zod's `jitless`, as in next.config.ts: no `new Function` probe for the page policy to report.
  define: { "process.env.NODE_ENV": '"production"', "globalThis.__zod_globalConfig": JSON.stringify({ jitless: true }) },
  alias: { "next/navigation": "./src/lib/islands-shims/next-navigation.ts", "next/link": "./src/lib/islands-shims/next-link.tsx" },
  legalComments: "none",
  metafile: true,
  logLevel: "error",
} satisfies BuildOptions;

/** The page's script: one file, which must not hold React (a visitor who opens nothing never needs it). */
async function buildPageScript(outdir: string, islandRootsFile: string): Promise<string> {
  const result = await build({
    ...browserBuild,
    entryPoints: [path.join(root, "src/site/page-script.ts")],
    outdir,
    define: { ...browserBuild.define, ISLAND_ROOTS_URL: JSON.stringify(`${islandsUrl}/${islandRootsFile}`) },
    external: [`${islandsUrl}/*`], // the islands' React half stays a file of its own, imported when needed
  });
  const react = Object.keys(result.metafile.inputs).find((input) => /node_modules\/react(-dom)?\//.test(input));
  if (react) throw new Error(`The page's script holds ${react}: a behavior imports React (src/lib/behavior.ts says how to load it later).`);
  return path.basename(Object.keys(result.metafile.outputs).find((output) => output.endsWith(".js"))!);
}

export async function buildIslands() {
  const outdir = path.join(root, islandsDir());
  fs.rmSync(outdir, { recursive: true, force: true });
  const islandRoots = path.join(root, "src/lib/island-roots.ts");
  const result = await build({
    ...browserBuild,
    entryPoints: [islandRoots, ...clientModules(path.join(root, "src"))],
    outdir,
    splitting: true,
    chunkNames: "chunk-[hash]",
  });
  const islands: IslandsManifest["islands"] = {};
  let islandRootsFile = "";
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    if (path.resolve(root, meta.entryPoint) === islandRoots) islandRootsFile = path.basename(output);
    else islands[path.relative(root, path.resolve(root, meta.entryPoint))] = path.basename(output);
  }
  const manifest: IslandsManifest = { pageScript: await buildPageScript(outdir, islandRootsFile), islands, ...(await buildStylesheet(root, outdir)) };
  fs.writeFileSync(path.join(outdir, islandsManifestName), JSON.stringify(manifest));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIslands();
