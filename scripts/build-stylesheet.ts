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
export async function buildStylesheet(root: string, outdir: string): Promise<{ stylesheet: string; font: string }> {
  const from = path.join(root, "src/app/globals.css");
  const css = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(fs.readFileSync(from, "utf8"), { from });
  const result = await build({
    stdin: { contents: css.css, loader: "css", resolveDir: path.dirname(from), sourcefile: "site.css" },
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
