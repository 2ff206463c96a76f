import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server } from "@/testing/s3-server";

// Media in an S3-compatible bucket (decision 039): a real server (s3rver) this test starts.
const s3 = await startS3Server();
for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
vi.stubEnv("ATRIUM_DATA_DIR", fs.mkdtempSync(path.join(os.tmpdir(), "atrium-media-s3-")));
const { call } = await import("@/testing/api");
const { createTestWorld } = await import("@/testing/factories");
const { createS3Storage, s3Client } = await import("./storage/s3.storage");
const { copyFolderInto } = await import("./storage/copy-folder");
const { s3Config } = await import("./media.service");

const config = s3Config()!;
const client = s3Client(config);
const objectKeys = async () => {
  const keys: string[] = [];
  for await (const object of client.listObjectsV2(config.bucket, "", true)) if (object.name) keys.push(object.name);
  return keys.sort();
};

let world: Awaited<ReturnType<typeof createTestWorld>>;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(() => s3.stop());

describe("uploaded media in an S3-compatible bucket", () => {
  it("stores the original and its variants as objects, serves them through Atrium with ETag and Range, and deletes them", async () => {
    const original = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.set("file", new File([original as Uint8Array<ArrayBuffer>], "bucket.jpg"));
    const uploaded = await call("/api/media", { host: world.acme.host, token: world.admin.token, form });
    expect(uploaded.status).toBe(201);
    const media = (await uploaded.json()) as { id: string; url: string; version: number; variants: { url: string }[] };
    const keyOf = (url: string) => url.replace("/api/media/files/", "");
    expect(await objectKeys()).toEqual([media.url, ...media.variants.map((variant) => variant.url)].map(keyOf).sort());
    // Nothing left on this machine's disk.
    expect(fs.existsSync(path.join(process.env.ATRIUM_DATA_DIR!, "media"))).toBe(false);

    const served = await call(media.url, { host: world.acme.host });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
    const etag = served.headers.get("etag")!;
    expect((await call(media.url, { host: world.acme.host, headers: { "if-none-match": etag } })).status).toBe(304);
    const part = await call(media.url, { host: world.acme.host, headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${original.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(10, 20))).toBe(true);

    const removed = await call(`/api/media/${media.id}?force=true`, { host: world.acme.host, token: world.admin.token, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await objectKeys()).toEqual([]);
    expect((await call(media.url, { host: world.acme.host })).status).toBe(404);
  });

  it("media:copy-to-bucket's copy takes a disk folder's files under the same keys, and skips what is there on a second run", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-media-folder-"));
    fs.mkdirSync(path.join(folder, "org-1"));
    fs.writeFileSync(path.join(folder, "org-1", "a.png"), "first file");
    fs.writeFileSync(path.join(folder, "org-1", "b-480w.webp"), "second file");
    const bucket = createS3Storage(config);
    expect(await copyFolderInto(folder, bucket)).toEqual({ copied: 2, skipped: 0 });
    expect(await copyFolderInto(folder, bucket)).toEqual({ copied: 0, skipped: 2 });
    const stored = await bucket.open("org-1/b-480w.webp");
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.read()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("second file");
    expect(await bucket.answers()).toBe(true);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
