// The demo site's pictures (the SVG files in public/demo/) put in its media library when it is seeded,
// so that its images are in the library like any upload, each with its alt text (issue 34 point 6),
// and its content names the library's copies: a file "in use", alt text edited once for every place.
import fs from "node:fs/promises";
import path from "node:path";
import { addSiteSvg } from "@/modules/media/media.service";

const folder = path.join(process.cwd(), "public", "demo");

/** A picture's description: the SVG's own `aria-label`. */
const altOf = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1] ?? "";

/** `/demo/<name>.svg` → the library's address of its copy. */
export type DemoImages = ReadonlyMap<string, string>;

/** Every picture of public/demo/ added to the organization's library, by its site path. */
export async function addDemoImages(organizationId: string): Promise<DemoImages> {
  const images = new Map<string, string>();
  for (const filename of (await fs.readdir(folder)).filter((name) => name.endsWith(".svg")).sort()) {
    const bytes = await fs.readFile(path.join(folder, filename));
    const added = await addSiteSvg(organizationId, { filename, bytes: new Uint8Array(bytes), alt: altOf(bytes.toString("utf8")) });
    images.set(`/demo/${filename}`, added.url);
  }
  return images;
}

/** `value` with every demo picture's site path replaced by its library copy, at any depth. */
export function inLibrary<T>(images: DemoImages, value: T): T {
  if (typeof value === "string") return (images.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => inLibrary(images, entry)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, inLibrary(images, entry)])) as T;
  }
  return value;
}
