import { randomUUID } from "node:crypto";
import path from "node:path";
import { env } from "@/env";
import { isUuid } from "@/lib/json";
import { AppError, notFound } from "@/server/http/errors";
import { acceptedTypesMessage, maxBytes, sniffMediaType } from "./media-types";
import * as repository from "./media.repository";
import { createDiskStorage } from "./storage/disk.storage";
import type { MediaStorage } from "./storage/storage";

let storage: MediaStorage | undefined;

/** The configured storage: the data directory's media folder. */
export function mediaStorage(): MediaStorage {
  storage ??= createDiskStorage(path.resolve(env().ATRIUM_DATA_DIR, "media"));
  return storage;
}

/** The public address of a stored file. */
export const mediaUrlOf = (storageKey: string) => `/api/media/files/${storageKey}`;

/** What the API shows of a stored file: no storage internals. */
function present(row: Awaited<ReturnType<typeof repository.insertMedia>>) {
  const { id, kind, filename, content_type, size, alt, created_at, storage_key } = row;
  return { id, kind, filename, content_type, size, alt, created_at, url: mediaUrlOf(storage_key) };
}

export async function uploadMedia(organizationId: string, file: File, alt: string) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffMediaType(bytes);
  if (!type) throw new AppError({ code: "bad_request", message: acceptedTypesMessage });
  if (bytes.byteLength > maxBytes[type.kind]) {
    throw new AppError({ code: "bad_request", message: `The ${type.kind} is too large: at most ${maxBytes[type.kind] / 1024 / 1024} MB` });
  }
  const key = `${organizationId}/${randomUUID()}.${type.extension}`;
  await mediaStorage().put(key, bytes);
  try {
    const row = await repository.insertMedia(organizationId, {
      kind: type.kind,
      filename: file.name.slice(0, 200) || `upload.${type.extension}`,
      content_type: type.contentType,
      size: bytes.byteLength,
      storage_key: key,
      alt,
    });
    return present(row);
  } catch (error) {
    await mediaStorage().delete(key);
    throw error;
  }
}

export async function listMediaWithUrls(organizationId: string) {
  return (await repository.listMedia(organizationId)).map(present);
}

export async function deleteMediaOrThrow(organizationId: string, id: string) {
  const row = isUuid(id) ? await repository.findMedia(organizationId, id) : null;
  if (!row) throw notFound("Media not found");
  await repository.deleteMedia(organizationId, id);
  await mediaStorage().delete(row.storage_key);
}

/** A stored file of this organization, for public serving; another organization's is not found. */
export async function readMediaOrThrow(organizationId: string, storageKey: string) {
  const row = await repository.findMediaByKey(organizationId, storageKey);
  const bytes = row ? await mediaStorage().get(row.storage_key) : null;
  if (!row || !bytes) throw notFound("Media not found");
  return { bytes, contentType: row.content_type };
}
