import { once } from "node:events";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import Busboy from "@fastify/busboy";
import { AppError, bodyTooLargeMessage } from "@/server/http/errors";
import { acceptedTypesMessage, maxBytes, maxUploadBytes, sniffMediaType } from "./media-types";
import { mediaMessages } from "./media.validation";

/** An upload as it lies on this machine's disk: its type (read from its first bytes), size, name and alt text. */
export interface ReceivedUpload {
  file: string;
  size: number;
  type: NonNullable<ReturnType<typeof sniffMediaType>>;
  filename: string;
  alt: string | undefined;
}

/** How many first bytes tell a file's type (the longest signature reads 12). */
const headLength = 64;
const largest = Math.max(...Object.values(maxBytes));

const refuse = (message: string) => new AppError({ code: "bad_request", message });
const tooLarge = (kind: keyof typeof maxBytes) => refuse(`The ${kind} is too large: at most ${maxBytes[kind] / 1024 / 1024} MB`);

/**
 * Receives a multipart upload (fields `file` and `alt`) as it arrives: the file's bytes go straight
 * to a file in `folder`, so a 100 MB video costs a few chunks of memory, not 100 MB (issue 29). Its
 * type is read from its first bytes and its size limit applied while it streams: a file that is
 * not an image or a video, or too large, is refused without reading the rest.
 */
export async function receiveUpload(request: Request, folder: string): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) throw refuse(mediaMessages.fileRequired);
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, randomUUID());
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
  const parser = Busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 4, fieldSize: 4096, parts: 8, fileSize: largest + 1 } });

  let alt: string | undefined;
  let received: Promise<Omit<ReceivedUpload, "alt">> | undefined;
  let refuseNow: (error: unknown) => void = () => undefined;
  // A refused file (wrong type, too large) answers at once, without waiting for the rest of the body.
  const refused = new Promise<never>((_, reject) => (refuseNow = reject));
  refused.catch(() => undefined);
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("finish", resolve);
    parser.on("error", reject);
    source.on("error", reject);
  });
  parser.on("field", (name, value) => {
    if (name === "alt") alt = value;
  });
  parser.on("file", (name, stream, filename) => {
    if (name !== "file" || received) return void stream.resume();
    received = writeFile(stream, target).then((written) => ({ ...written, file: target, filename }));
    received.catch(refuseNow);
  });
  // The whole request is counted too: a form may not stream without end around its file.
  let total = 0;
  source.on("data", (chunk: Buffer) => {
    total += chunk.length;
    if (total > maxUploadBytes) source.destroy(refuse(bodyTooLargeMessage(maxUploadBytes)));
  });
  try {
    source.pipe(parser);
    await Promise.race([parsed, refused]);
    if (!received) throw refuse(mediaMessages.fileRequired);
    return { ...(await received), alt };
  } catch (error) {
    source.destroy();
    await fs.rm(target, { force: true });
    // A body that is not a well-formed form, or a connection that broke off, is asked for again.
    if (error instanceof AppError) throw error;
    throw refuse(mediaMessages.fileRequired);
  }
}

/** Writes the file's stream to `target`, checking its type once its first bytes are in and its size as it grows. */
async function writeFile(stream: Readable, target: string) {
  const out = createWriteStream(target);
  let head = Buffer.alloc(0);
  let type: ReturnType<typeof sniffMediaType> = null;
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (!type) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= headLength && !(type = sniffMediaType(head))) throw refuse(acceptedTypesMessage);
      }
      if (type && size > maxBytes[type.kind]) throw tooLarge(type.kind);
      if (!out.write(chunk)) await once(out, "drain");
    }
    type ??= sniffMediaType(head);
    if (!type) throw refuse(acceptedTypesMessage);
    out.end();
    await finished(out);
    return { size, type };
  } catch (error) {
    out.destroy();
    stream.resume();
    throw error;
  }
}
