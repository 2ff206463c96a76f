import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { createTestOrganization } from "@/testing/factories";
import { mediaStorageKeysIn } from "./components/image-sources";
import { mediaFiles } from "./media.schema";
import { uploadedImagesNamedIn } from "./media.service";

/** An uploaded image's row as an upload leaves it (the files themselves are not read here). */
async function storedImage(organizationId: string, { alt = "", resized = true } = {}) {
  const key = `${organizationId}/${randomUUID()}.jpg`;
  const variants = (resized ? [480, 960] : []).map((width) => ({ key: key.replace(".jpg", `-${width}.webp`), width, height: (width * 2) / 3, size: width * 40, content_type: "image/webp" as const }));
  await (await db()).insert(mediaFiles).values({ organization_id: organizationId, kind: "image", filename: "photo.jpg", content_type: "image/jpeg", size: 1000, storage_key: key, width: 1200, height: 800, variants, alt });
  return { key, url: `/api/media/files/${key}` };
}

describe("the uploaded images a page shows", () => {
  it("finds every upload a value names: fields, absolute URLs, HTML, nested rows", () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()].map((id) => `${randomUUID()}/${id}.png`);
    const value = { hero: [{ image: `/api/media/files/${a}`, at: new Date() }], html: `<p><img src="https://acme.test/api/media/files/${b}" alt=""> and <img src="/api/media/files/${c}"></p>`, other: "https://example.com/photo.png", none: null };
    expect([...mediaStorageKeysIn(value)].sort()).toEqual([a, b, c].sort());
  });

  it("reads only the organization's images the value names, and nothing when it names none", async () => {
    const { organization } = await createTestOrganization();
    const { organization: other } = await createTestOrganization();
    const shown = await storedImage(organization.id);
    await storedImage(organization.id); // in the library, not on the page
    const elsewhere = await storedImage(other.id);
    const images = await uploadedImagesNamedIn(organization.id, { card: shown.url, html: `<img src="${elsewhere.url}">` });
    expect(images.map((image) => image.url)).toEqual([shown.url]);
    expect(images[0]!.variants.map((variant) => variant.width)).toEqual([480, 960]);
    expect(await uploadedImagesNamedIn(organization.id, { card: "https://example.com/photo.jpg" })).toEqual([]);
  });

  it("carries the library's alt text, also of an image without resized copies (the renderers use it where the image is placed)", async () => {
    const { organization } = await createTestOrganization();
    const photo = await storedImage(organization.id, { alt: "Two advisers at a desk" });
    const gif = await storedImage(organization.id, { alt: "A waving passport", resized: false });
    const images = await uploadedImagesNamedIn(organization.id, [photo.url, gif.url]);
    expect(images.map((image) => [image.url, image.alt, image.variants.length]).sort()).toEqual(
      [
        [photo.url, "Two advisers at a desk", 2],
        [gif.url, "A waving passport", 0],
      ].sort(),
    );
  });
});
