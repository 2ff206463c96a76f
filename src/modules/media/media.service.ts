import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { env } from "@/env";
import { isUuid } from "@/lib/json";
import { transaction } from "@/server/db/client";
import { invalidate, organizationTag } from "@/server/cache";
import { readAsOne } from "@/server/db/one-statement";
import { AppError, notFound, versionConflict } from "@/server/http/errors";
import type { MediaVariant } from "./media.schema";
import { mediaStorageKeysIn, type MediaImage } from "./components/image-sources";
import { encodeVariants, UnreadableImage } from "./media-variants.server";
import * as repository from "./media.repository";
import { createDiskStorage } from "./storage/disk.storage";
import { createS3Storage, type S3Config } from "./storage/s3.storage";
import type { MediaStorage } from "./storage/storage";
import type { ReceivedUpload } from "./upload-stream";
import { mediaMessages, type MediaReference, type PatchMediaInput } from "./media.validation";

let storage: MediaStorage | undefined;

type MediaRow = Awaited<ReturnType<typeof repository.insertMedia>>;

/** The configured object store (S3_ENDPOINT and its companions), if any. */
export function s3Config(): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PATH_STYLE } = env();
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return { endpoint: S3_ENDPOINT, bucket: S3_BUCKET, region: S3_REGION, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, pathStyle: S3_PATH_STYLE === "on" };
}

/** The data directory's media folder, where files live without an object store. */
export const diskMediaFolder = () => path.resolve(env().ATRIUM_DATA_DIR, "media");

/** The configured storage: the S3-compatible bucket when set, else the data directory's media folder. */
export function mediaStorage(): MediaStorage {
  const s3 = s3Config();
  storage ??= s3 ? createS3Storage(s3) : createDiskStorage(diskMediaFolder());
  return storage;
}

/** The public address of a stored file. */
export const mediaUrlOf = (storageKey: string) => `/api/media/files/${storageKey}`;

/** Formats sharp re-encodes; animated GIFs keep their original only. */
/** A file name as the library shows it: no control characters and no lone surrogates, which PostgreSQL cannot store in text. */
const displayName = (name: string) => name.replace(/\p{Cc}/gu, "").slice(0, 200).toWellFormed();

const resizable = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

/** What the API shows of a stored file: no storage internals. */
function present(row: MediaRow) {
  const { id, kind, filename, content_type, size, alt, width, height, version, created_at, storage_key, variants } = row;
  return {
    id,
    kind,
    filename,
    content_type,
    size,
    alt,
    url: mediaUrlOf(storage_key),
    width,
    height,
    variants: variants.map(({ key, ...variant }) => ({ ...variant, url: mediaUrlOf(key) })),
    version,
    created_at,
  };
}
export type MediaDto = ReturnType<typeof present>;

/** The part of a file's URL that every address of it (original, variants, absolute or not) contains. */
const urlStem = (row: MediaRow) => mediaUrlOf(row.storage_key.replace(/\.[a-z0-9]+$/, ""));

/** Where uploads land while they arrive: next to the media folder, so that storing one is a rename. */
export const uploadsFolder = () => path.resolve(env().ATRIUM_DATA_DIR, "uploads");

/**
 * Stores an upload received on disk (upload-stream.ts). An image sharp can read also gets AVIF and
 * WebP copies 480, 960 and 1600 px wide (never enlarged), stored next to it as
 * `<name>-<width>w.<format>` (decision 018). The received file is gone afterwards, stored or not.
 */
export async function uploadMedia(organizationId: string, upload: ReceivedUpload) {
  const { type } = upload;
  const name = `${organizationId}/${randomUUID()}`;
  const key = `${name}.${type.extension}`;
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  const variants: MediaVariant[] = [];
  try {
    if (resizable.has(type.contentType)) {
      try {
        // Images are at most 10 MB: sharp reads them whole.
        const encoded = await encodeVariants(new Uint8Array(await fs.readFile(upload.file)));
        size = { width: encoded.width, height: encoded.height };
        for (const variant of encoded.variants) {
          const variantKey = `${name}-${variant.width}w.${variant.format}`;
          variants.push({ key: variantKey, width: variant.width, height: variant.height, content_type: variant.contentType, size: variant.bytes.byteLength });
          await mediaStorage().put(variantKey, variant.bytes);
        }
      } catch (error) {
        await removeFiles(variants.map((variant) => variant.key));
        if (error instanceof UnreadableImage) throw new AppError({ code: "bad_request", message: mediaMessages.unreadableImage });
        throw error;
      }
    }
    const keys = [key, ...variants.map((variant) => variant.key)];
    try {
      await mediaStorage().putFile(key, upload.file);
      const row = await repository.insertMedia(organizationId, {
        kind: type.kind,
        filename: displayName(upload.filename) || `upload.${type.extension}`,
        content_type: type.contentType,
        size: upload.size,
        storage_key: key,
        alt: upload.alt ?? "",
        ...size,
        variants,
      });
      return present(row);
    } catch (error) {
      await removeFiles(keys);
      throw error;
    }
  } finally {
    await fs.rm(upload.file, { force: true });
  }
}

/** The content type of a site's own vector images: stored by the server only (see `addSiteSvg`), never uploaded. */
export const svgContentType = "image/svg+xml";

/**
 * Puts one of the installation's own SVG files (the demo site's pictures) in the organization's
 * library, so that the site's images are there like any upload (issue 34 point 6). Uploads still
 * refuse SVG (it can carry script); these bytes come from the server's own files, and are served
 * sandboxed. Vector images need no resized copies.
 */
export async function addSiteSvg(organizationId: string, file: { filename: string; bytes: Uint8Array; alt: string }) {
  const key = `${organizationId}/${randomUUID()}.svg`;
  const { width = null, height = null } = await sharp(file.bytes).metadata();
  await mediaStorage().put(key, file.bytes);
  try {
    const row = await repository.insertMedia(organizationId, { kind: "image", filename: file.filename, content_type: svgContentType, size: file.bytes.byteLength, storage_key: key, alt: file.alt, width, height, variants: [] });
    return present(row);
  } catch (error) {
    await removeFiles([key]);
    throw error;
  }
}

async function removeFiles(keys: string[]) {
  for (const key of keys) await mediaStorage().delete(key);
}

/** The gallery, newest first; `search` looks in file names and alt text. */
export async function listMediaWithUrls(organizationId: string, search?: string) {
  return (await repository.listMedia(organizationId, search || undefined)).map(present);
}

async function findRowOrThrow(organizationId: string, id: string) {
  const row = isUuid(id) ? await repository.findMedia(organizationId, id) : null;
  if (!row) throw notFound(mediaMessages.notFound);
  return row;
}

export async function getMediaOrThrow(organizationId: string, id: string) {
  return present(await findRowOrThrow(organizationId, id));
}

/** Changes the alt text; with `version`, only if nobody changed the file since (decision 017). */
export async function updateMediaAlt(organizationId: string, id: string, { alt, version }: PatchMediaInput) {
  const current = await findRowOrThrow(organizationId, id);
  if (version !== undefined && version !== current.version) throw versionConflict(present(current));
  const updated = await repository.updateMediaAlt(organizationId, id, alt, version);
  if (!updated) throw versionConflict(await getMediaOrThrow(organizationId, id));
  // The pages that show it use its alt text (unless the placement has its own): they render again.
  invalidate(organizationTag(organizationId));
  return present(updated);
}

/**
 * Where content references stored files. The media module does not read other modules' tables: the
 * API's composition root passes in a lookup that asks their services (decision 018).
 */
export type MediaUsageLookup = (organizationId: string, urlStem: string) => Promise<MediaReference[]>;

export async function mediaUsage(organizationId: string, id: string, findUsage: MediaUsageLookup) {
  const row = await findRowOrThrow(organizationId, id);
  const references = await findUsage(organizationId, urlStem(row));
  return { media_id: row.id, used: references.length > 0, references };
}

/** Empties every reference to a file about to be deleted (in the caller's transaction); from the composition root, like the lookup. */
export type MediaUsageClearer = (organizationId: string, urlStem: string) => Promise<void>;

/**
 * Deletes the file, its variants and its row. A file still used on the site is refused (409, with
 * the references in `details`) unless the caller insists with `force`: then the places showing it
 * lose their image (null, as the spec's "remove media" does) in the same transaction as the row, so
 * no page is left pointing at a 404. A post keeps it even then: its photo and content are the
 * owner's writing, which the library does not rewrite, so the post must drop it first.
 */
export async function deleteMediaOrThrow(organizationId: string, id: string, { force = false, findUsage, clearUsage }: { force?: boolean; findUsage?: MediaUsageLookup; clearUsage?: MediaUsageClearer } = {}) {
  const row = await transaction(async () => {
    const found = await findRowOrThrow(organizationId, id);
    const references = findUsage ? await findUsage(organizationId, urlStem(found)) : [];
    const inPosts = references.filter((reference) => reference.kind === "post");
    if (inPosts.length > 0 && force) throw new AppError({ code: "conflict", message: mediaMessages.inPost, details: { references } });
    if (references.length > 0 && !force) throw new AppError({ code: "conflict", message: mediaMessages.inUse, details: { references } });
    if (references.length > 0) await clearUsage?.(organizationId, urlStem(found));
    await repository.deleteMedia(organizationId, id);
    return found;
  });
  // The bytes go once the row is gone for good: a rolled-back delete keeps a file that still works.
  await removeFiles([row.storage_key, ...row.variants.map((variant) => variant.key)]);
}

/** A stored file (original or variant) of this organization, for public serving; another organization's is not found. */
/** A stored file or variant of the organization, opened for streaming, with its content type. */
export async function openMediaOrThrow(organizationId: string, storageKey: string) {
  const row = await repository.findMediaByKey(organizationId, storageKey);
  const contentType = row?.storage_key === storageKey ? row.content_type : row?.variants.find((variant) => variant.key === storageKey)?.content_type;
  const file = row && contentType ? await mediaStorage().open(storageKey) : null;
  if (!file || !contentType) throw notFound(mediaMessages.notFound);
  return { file, contentType };
}

/**
 * The uploaded images (with resized copies) that `value` names anywhere (`mediaStorageKeysIn`),
 * unexecuted, for a statement shared with other reads (decision 014).
 */
export const uploadedImageRowsNamedIn = (organizationId: string, value: unknown) => repository.uploadedImageRowsOf(organizationId, [...mediaStorageKeysIn(value)]);

/**
 * The uploaded images (with resized copies) that `value` names, for a page's `srcset` (decision
 * 020); URLs of no stored file are left out, and a value that names no upload costs no read.
 */
export async function uploadedImagesNamedIn(organizationId: string, value: unknown): Promise<MediaImage[]> {
  const keys = [...mediaStorageKeysIn(value)];
  if (keys.length === 0) return [];
  return uploadedImagesFrom((await readAsOne({ images: repository.uploadedImageRowsOf(organizationId, keys) })).images);
}

/** What `uploadedImageRowsOf` answered, as `imageSources` takes it. */
export function uploadedImagesFrom(rows: { storage_key: string; content_type: string; width: number | null; variants: MediaVariant[]; alt: string }[]): MediaImage[] {
  return rows.map((row) => ({
    url: mediaUrlOf(row.storage_key),
    content_type: row.content_type,
    width: row.width,
    alt: row.alt,
    variants: row.variants.map((variant) => ({ url: mediaUrlOf(variant.key), width: variant.width, content_type: variant.content_type })),
  }));
}

export async function findMediaByUrls(organizationId: string, urls: string[]): Promise<Map<string, MediaDto>> {
  const keyOf = (url: string) => /\/api\/media\/files\/([0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]+)$/i.exec(url)?.[1];
  const keys = [...new Set(urls.map(keyOf).filter((key): key is string => key !== undefined))];
  const rows = new Map((await repository.findMediaByKeys(organizationId, keys)).map((row) => [row.storage_key, present(row)]));
  return new Map(urls.flatMap((url) => {
    const media = rows.get(keyOf(url) ?? "");
    return media ? [[url, media] as const] : [];
  }));
}
