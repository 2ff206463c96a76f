/**
 * What a renderer needs of a stored image to build `<picture>` with `srcset` (decision 018). Pure
 * and client-safe: public renderers and the gallery picker both use it.
 */
export interface MediaImage {
  url: string;
  content_type: string;
  width?: number | null;
  /** The library's alt text ("" when none was written). */
  alt?: string;
  variants: { url: string; width: number; content_type: string }[];
}

export interface ImageSource {
  /** The MIME type of the files in `srcSet` (for `<source type>`). */
  type: string;
  /** "url 480w, url 960w"; empty for the original alone. */
  srcSet: string;
  /** The largest file of this type: what a browser without `srcset` would load. */
  src: string;
}

/** Best format first: AVIF, then WebP, each with every width; last the original, for download and old browsers. */
export function imageSources(media: MediaImage): ImageSource[] {
  const order = ["image/avif", "image/webp"];
  const sources = order.flatMap((type) => {
    const files = media.variants.filter((variant) => variant.content_type === type).sort((a, b) => a.width - b.width);
    const largest = files[files.length - 1];
    if (!largest) return [];
    return [{ type, srcSet: files.map((file) => `${file.url} ${file.width}w`).join(", "), src: largest.url }];
  });
  return [...sources, { type: media.content_type, srcSet: "", src: media.url }];
}

/** The `sizes` attribute for an image shown at most `maxWidth` CSS pixels wide (full width on narrower screens). */
export const imageSizes = (maxWidth: number) => `(max-width: ${maxWidth}px) 100vw, ${maxWidth}px`;

/** The storage key ("<org>/<name>.<ext>") of an uploaded file's URL, relative or absolute; undefined for any other URL. */
export const mediaStorageKey = (url: string): string | undefined => /\/api\/media\/files\/([0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]+)$/i.exec(url)?.[1];

const storageKeysPattern = /\/api\/media\/files\/([0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]+)/gi;

/**
 * The storage keys of every uploaded file `value` names: URLs in fields, in stored HTML, in nested
 * rows and JSON, walked whole. What a page shows decides which uploads it reads, not the library's size.
 */
export function mediaStorageKeysIn(value: unknown, keys: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") {
    if (value.includes("/api/media/files/")) for (const [, key] of value.matchAll(storageKeysPattern)) keys.add(key!);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaStorageKeysIn(item, keys);
  } else if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    for (const item of Object.values(value)) mediaStorageKeysIn(item, keys);
  }
  return keys;
}
