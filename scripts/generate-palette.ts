import fs from "node:fs";
import path from "node:path";

// Regenerates the table in src/lib/palette.ts from Tailwind's theme.css (run after a Tailwind upgrade):
//   npx tsx scripts/generate-palette.ts
const root = path.resolve(import.meta.dirname, "..");
const css = fs.readFileSync(path.join(root, "node_modules/tailwindcss/theme.css"), "utf8");
const entries = [...css.matchAll(/--color-([a-z]+(?:-\d+)?):\s*([^;]+);/g)].map(([, name, value]) => `  "${name}": "${value!.trim()}",\n`);
const target = path.join(root, "src/lib/palette.ts");
const text = fs.readFileSync(target, "utf8");
const start = text.indexOf("export const palette = {\n") + "export const palette = {\n".length;
const end = text.indexOf("} as const;");
fs.writeFileSync(target, text.slice(0, start) + entries.join("") + text.slice(end));
console.log(`${entries.length} colours`);
