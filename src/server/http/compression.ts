import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best encoding the client accepts among those we keep (q=0 means refused). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

const brotliOptions = (body: Buffer, quality: "max" | "fast"): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality === "max" ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * Brotli and gzip of `body`. `quality` trades CPU for bytes: the highest for build assets,
 * compressed once; a middle one for pages, compressed on each cache miss.
 */
export async function compressBoth(body: Buffer, quality: "max" | "fast"): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(body, quality)),
    gzip(body, { level: quality === "max" ? 9 : 6 }),
  ]);
  return { br, gzip: gz };
}

/** `body` compressed for one encoding only (a page that is sent once and not kept), at the quality `compressBoth` uses. */
export async function compressOne(body: Buffer, encoding: Encoding, quality: "max" | "fast"): Promise<Partial<Record<"br" | "gzip", Buffer>>> {
  if (encoding === "br") return { br: await brotli(body, brotliOptions(body, quality)) };
  if (encoding === "gzip") return { gzip: await gzip(body, { level: quality === "max" ? 9 : 6 }) };
  return {};
}

/** A strong validator for a body. */
export const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;
