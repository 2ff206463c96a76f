import type { ImgHTMLAttributes } from "react";
import { renderScoped } from "@/lib/render-scope";
import { imageSizes, imageSources, mediaStorageKey, type MediaImage } from "./image-sources";

/**
 * The uploaded images a page render knows about, by storage key (decision 020). Filled by the page's
 * loader from its one statement, kept for the server render of one request (render-scope.ts). In a
 * client component nothing is kept, so an editor's preview shows plain `<img>`.
 */
const knownImages = renderScoped("uploaded images", () => new Map<string, MediaImage>());

/** Makes the page's uploaded images known to the `ResponsiveImage`s rendered after it (server components). */
export function registerUploadedImages(images: readonly MediaImage[]): void {
  const known = knownImages();
  for (const image of images) {
    const key = mediaStorageKey(image.url);
    if (key) known.set(key, image);
  }
}

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Stored HTML (a post's content) with the library's alt text on each uploaded image that has none of
 * its own (no `alt`, or a blank one): alt text written once in the media library describes the image
 * wherever it is placed (issue 34 points 6 and 7), as `ResponsiveImage` does for sections.
 */
export function withLibraryAlt(html: string): string {
  const known = knownImages();
  if (known.size === 0 || !html.includes("<img")) return html;
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const key = mediaStorageKey(/\ssrc="([^"]*)"/i.exec(tag)?.[1] ?? "");
    const alt = key ? known.get(key)?.alt?.trim() : undefined;
    const own = /\salt="([^"]*)"/i.exec(tag);
    if (!alt || own?.[1]?.trim()) return tag;
    return own ? tag.replace(own[0], ` alt="${attribute(alt)}"`) : tag.replace(/^<img\b/i, `<img alt="${attribute(alt)}"`);
  });
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  src: string;
  /** At most how wide the image is shown, in CSS pixels (for `sizes`); full width below it. */
  maxWidth?: number;
  sizes?: string;
  /** The placement's own alt text: wins over the library's; "" marks the image decorative there. */
  alt?: string;
  /** What the image is called when neither the placement nor the library describes it (a card's title). */
  fallbackAlt?: string;
};

/**
 * An image as stored in content: one of the organization's uploads becomes `<picture>` with AVIF and
 * WebP `srcset` (480/960/1600 px) and the original as fallback, so a phone loads a small file; any
 * other URL stays a plain `<img>`. The alt text is the placement's, else the one written in the
 * media library, else `fallbackAlt`: described once in the library, an image is described wherever
 * it is placed. No JavaScript: markup only.
 */
export function ResponsiveImage({ src, maxWidth = 1280, sizes, alt, fallbackAlt = "", ...img }: Props) {
  const key = mediaStorageKey(src);
  const media = key ? knownImages().get(key) : undefined;
  const text = alt ?? (media?.alt || fallbackAlt);
  if (!media || media.variants.length === 0) return <img src={src} alt={text} {...img} />;
  const size = sizes ?? imageSizes(maxWidth);
  return (
    <picture className="contents">
      {imageSources(media)
        .filter((source) => source.srcSet)
        .map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={size} />
        ))}
      <img src={src} alt={text} {...img} />
    </picture>
  );
}
