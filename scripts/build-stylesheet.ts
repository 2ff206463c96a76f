import fs from "node:fs";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import { build } from "esbuild";
import postcss from "postcss";

/**
 * The public renderer's own stylesheet (docs/decisions/034): src/app/globals.css through Tailwind's
 * PostCSS plugin, as Next's build runs it (the same classes: Tailwind scans the project's sources),
 * then bundled by esbuild with its fonts copied next to it under hashed names. Written into `outdir`
 * (the islands' directory, served by the front); gives the file's name and the latin font file's
 * (the one a page in a latin-script language needs: the renderer preloads it).
 */
/**
 * Public pages show Inter only if it arrives within the browser's short block period (it is
 * preloaded, so on most connections it does), else the metric-matched fallback for that page view:
 * `optional` instead of Fontsource's `swap`, so that a late font never moves a visitor's page
 * (issue 33; a swap on a slow phone network shifted the Spanish hero 0.02 even with the fallback
 * sized to Inter). The next page finds Inter in the cache. The back office keeps `swap`.
 */
const visitorFontDisplay = (css: string) => css.replace(/font-display:\s*swap/g, "font-display:optional");

export async function buildStylesheet(root: string, outdir: string): Promise<{ stylesheet: string; font: string }> {
  const from = path.join(root, "src/app/globals.css");
  const css = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(fs.readFileSync(from, "utf8"), { from });
  const result = await build({
    stdin: { contents: visitorFontDisplay(css.css), loader: "css", resolveDir: path.dirname(from), sourcefile: "site.css" },
    absWorkingDir: root,
    bundle: true,
    minify: true,
    outdir,
    entryNames: "site-[hash]",
    assetNames: "[name]-[hash]",
    loader: { ".woff": "file", ".woff2": "file" },
    metafile: true,
    logLevel: "error",
  });
  const outputs = Object.keys(result.metafile.outputs);
  const file = outputs.find((output) => output.endsWith(".css"));
  const font = outputs.find((output) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(output));
  if (!file || !font) throw new Error("the stylesheet or its latin font was not written");
  return { stylesheet: path.basename(file), font: path.basename(font) };
}
