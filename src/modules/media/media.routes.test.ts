import { beforeAll, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

vi.stubEnv("ATRIUM_DATA_DIR", fs.mkdtempSync(path.join(os.tmpdir(), "atrium-media-")));
const { call } = await import("@/testing/api");
const { createTestAdmin, createTestOrganization } = await import("@/testing/factories");

// The smallest valid PNG (1x1, transparent).
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");

function upload(host: string, token: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  form.set("alt", "A pixel");
  return call("/api/media", { host, token, form });
}

describe("the media library", () => {
  let site: Awaited<ReturnType<typeof createTestOrganization>>;
  let admin: Awaited<ReturnType<typeof createTestAdmin>>;

  beforeAll(async () => {
    site = await createTestOrganization();
    admin = await createTestAdmin(site.host, site.organization.id);
  });

  it("stores an image, lists it, serves it on the organization's host only, and deletes it", async () => {
    const created = await upload(site.host, admin.token, png, "pixel.png", "image/png");
    expect(created.status).toBe(201);
    const media = await created.json();
    expect(media).toMatchObject({ kind: "image", content_type: "image/png", filename: "pixel.png", alt: "A pixel", size: png.byteLength });
    expect(media.url).toMatch(new RegExp(`^/api/media/files/${site.organization.id}/[0-9a-f-]+\\.png$`));

    const listed = await (await call("/api/media", { host: site.host, token: admin.token })).json();
    expect(listed.map((row: { id: string }) => row.id)).toContain(media.id);

    const served = await call(media.url, { host: site.host });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const other = await createTestOrganization();
    expect((await call(media.url, { host: other.host })).status).toBe(404);

    expect((await call(`/api/media/${media.id}`, { host: site.host, token: admin.token, method: "DELETE" })).status).toBe(200);
    expect((await call(media.url, { host: site.host })).status).toBe(404);
    expect((await call(`/api/media/${media.id}`, { host: site.host, token: admin.token, method: "DELETE" })).status).toBe(404);
  });

  it("keeps an upload whose file name holds control characters or a lone surrogate, without them", async () => {
    const created = await upload(site.host, admin.token, png, "holiday\u0000 photo\u0007\ud800.png", "image/png");
    expect(created.status).toBe(201);
    expect((await created.json()).filename).toBe("holiday photo\ufffd.png");
  });

  it("refuses files that are not images or videos, whatever type the client claims", async () => {
    const response = await upload(site.host, admin.token, new TextEncoder().encode("<svg onload=alert(1)>"), "evil.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Only JPEG, PNG, GIF, WebP and AVIF images and MP4 and WebM videos can be uploaded" });
  });

  it("refuses an image over 10 MB with a clear message", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png);
    const response = await upload(site.host, admin.token, big, "huge.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "The image is too large: at most 10 MB" });
  });

  it("writes an upload to disk as it arrives, so a large video never sits whole in memory, and serves parts of it for seeking", async () => {
    const uploads = path.join(process.env.ATRIUM_DATA_DIR!, "uploads");
    const receivedSoFar = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).reduce((sum, name) => sum + fs.statSync(path.join(uploads, name)).size, 0) : 0);
    const boundary = "atrium-upload-boundary";
    const chunk = new Uint8Array(1024 * 1024);
    const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(52)]);
    const half = 8;
    let sendTheRest: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (sendTheRest = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA long clip\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`));
        controller.enqueue(mp4Head);
        for (let megabyte = 0; megabyte < half; megabyte++) controller.enqueue(chunk);
        // The rest waits until the first half is on disk: a server that gathers the whole body first never gets there.
        await rest;
        for (let megabyte = 0; megabyte < half; megabyte++) controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const answer = call("/api/media", { host: site.host, token: admin.token, stream: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    await vi.waitFor(() => expect(receivedSoFar()).toBeGreaterThanOrEqual(half * chunk.length), { timeout: 10_000 });
    sendTheRest();
    const response = await answer;
    expect(response.status).toBe(201);
    const media = await response.json();
    const size = mp4Head.length + 2 * half * chunk.length;
    expect(media).toMatchObject({ kind: "video", content_type: "video/mp4", filename: "clip.mp4", alt: "A long clip", size });
    // Nothing is left behind in the uploads folder.
    expect(receivedSoFar()).toBe(0);

    const part = await call(media.url, { host: site.host, headers: { range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${size}`);
    expect(await part.text()).toBe("ftypisom");
    const whole = await call(media.url, { host: site.host });
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const outside = await call(media.url, { host: site.host, headers: { range: `bytes=${size}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${size}`);
  });

  it("asks for a file", async () => {
    const response = await call("/api/media", { host: site.host, token: admin.token, form: new FormData() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Choose a file to upload" });
    const notAForm = await call("/api/media", { host: site.host, token: admin.token, body: "{}" });
    expect(await notAForm.json()).toMatchObject({ error: "Choose a file to upload" });
  });
});
