import sharp from "sharp";

/** The widths renderers choose from in `srcset` (decision 018); an image is never enlarged. */
export const variantWidths = [480, 960, 1600] as const;

/** AVIF first: smaller at the same quality; WebP for browsers without AVIF. */
export const variantFormats = [
  { format: "avif", contentType: "image/avif", options: { quality: 50, effort: 2 } },
  { format: "webp", contentType: "image/webp", options: { quality: 75, effort: 4 } },
] as const;

/** Images sharp refuses to open: a decompression bomb never reaches memory whole. */
const maxInputPixels = 100_000_000;

export interface EncodedVariant {
  width: number;
  height: number;
  format: (typeof variantFormats)[number]["format"];
  contentType: (typeof variantFormats)[number]["contentType"];
  bytes: Uint8Array;
}

export class UnreadableImage extends Error {}

/**
 * The widths to make for an image `width` pixels wide: the standard ones below it, plus its own width
 * when it is not wider than the largest (a 1200 px photo: 480, 960, 1200; a 300 px icon: 300).
 */
export function widthsFor(width: number): number[] {
  const smaller = variantWidths.filter((candidate) => candidate < width);
  return smaller.length === variantWidths.length ? smaller : [...smaller, width];
}

/**
 * The original's size and its resized copies in every format (sharp works off the event loop, in
 * libuv's thread pool). Turned by its EXIF orientation; metadata (GPS and the like) is not copied.
 * Lenient like browsers (`failOn: "none"`): a small flaw does not refuse a photo that displays.
 */
export async function encodeVariants(bytes: Uint8Array): Promise<{ width: number; height: number; variants: EncodedVariant[] }> {
  const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "none" }).rotate();
  let width: number;
  let height: number;
  try {
    const metadata = await image.metadata();
    const turned = (metadata.orientation ?? 1) >= 5;
    width = (turned ? metadata.height : metadata.width) ?? 0;
    height = (turned ? metadata.width : metadata.height) ?? 0;
  } catch {
    throw new UnreadableImage();
  }
  if (!width || !height) throw new UnreadableImage();
  const jobs = widthsFor(width).flatMap((targetWidth) =>
    variantFormats.map(async ({ format, contentType, options }) => {
      const { data, info } = await image
        .clone()
        .resize({ width: targetWidth, withoutEnlargement: true })
        .toFormat(format, options)
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, format, contentType, bytes: new Uint8Array(data) };
    }),
  );
  try {
    return { width, height, variants: await Promise.all(jobs) };
  } catch {
    throw new UnreadableImage();
  }
}
