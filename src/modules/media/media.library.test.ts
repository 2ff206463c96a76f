import { beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { vi } from "vitest";

vi.stubEnv("ATRIUM_DATA_DIR", fs.mkdtempSync(path.join(os.tmpdir(), "atrium-media-")));
const { call } = await import("@/testing/api");
const { createTestAdmin, createTestWorld } = await import("@/testing/factories");
const { expectAdminOnly } = await import("@/modules/sections/sections.test-support");
const { expectVersionedSaves } = await import("@/testing/versions");
const { imageSources } = await import("./components/image-sources");
const { deleteMediaOrThrow, findMediaByUrls } = await import("./media.service");
const { clearMediaUsage, findMediaUsage } = await import("@/api/media-usage");
const { getMetricOrThrow } = await import("@/modules/sections/sections.service");
const { getHeroOrThrow } = await import("@/modules/hero/hero.service");
const { getHeadingOrThrow } = await import("@/modules/headings/headings.service");
const { listMenus } = await import("@/modules/menus/menus.service");

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;
let secondAdmin: Awaited<ReturnType<typeof createTestAdmin>>;

interface Media {
  id: string;
  url: string;
  content_type: string;
  width: number | null;
  height: number | null;
  alt: string;
  version: number;
  variants: { url: string; width: number; height: number; content_type: string; size: number }[];
}

const photo = (width: number, height: number, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function upload(bytes: Uint8Array, name: string, alt = "", token = world.admin.token, host = world.acme.host) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  if (alt) form.set("alt", alt);
  const response = await call("/api/media", { host, token, form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Media;
}

const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...init });
const created = async (path: string, json: Record<string, unknown>) => {
  const response = await asAdmin(path, { json });
  expect(response.status, path).toBe(201);
  return (await response.json()) as { id: string };
};
/** A submenu item "Visas" under a new menu item, showing `image`. */
async function submenuShowing(image: string) {
  const item = await created("/api/menu-items", { organization_id: world.acme.organization.id, display_name: "Services", url_name: "services" });
  return created("/api/submenu-items", { menu_item_id: item.id, organization_id: world.acme.organization.id, name: "Visas", url_name: "visas", image });
}

beforeAll(async () => {
  world = await createTestWorld();
  secondAdmin = await createTestAdmin(world.acme.host, world.acme.organization.id);
});

describe("image variants (decision 018)", () => {
  it("makes AVIF and WebP copies 480, 960 and 1600 px wide of a large JPEG, serves them, and keeps the original", async () => {
    const original = await photo(2400, 1200, "jpeg");
    const media = await upload(original, "wide.jpg", "A wide photo");
    expect(media).toMatchObject({ content_type: "image/jpeg", width: 2400, height: 1200, alt: "A wide photo", version: 1 });
    const summary = media.variants.map((variant) => [variant.content_type, variant.width, variant.height]).sort();
    expect(summary).toEqual(
      [
        ["image/avif", 1600, 800], ["image/avif", 480, 240], ["image/avif", 960, 480],
        ["image/webp", 1600, 800], ["image/webp", 480, 240], ["image/webp", 960, 480],
      ].sort(),
    );
    for (const variant of media.variants) {
      expect(variant.url).toMatch(new RegExp(`^/api/media/files/${world.acme.organization.id}/[0-9a-f-]+-${variant.width}w\\.(avif|webp)$`));
      const served = await call(variant.url, { host: world.acme.host });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(variant.content_type);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.byteLength).toBe(variant.size);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(variant.content_type === "image/avif" ? "heif" : "webp");
      expect(metadata.width).toBe(variant.width);
      // Another organization's host does not serve it.
      expect((await call(variant.url, { host: world.globex.host })).status).toBe(404);
    }
    const served = await call(media.url, { host: world.acme.host });
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
  });

  it("never enlarges: a 300 px PNG gets copies 300 px wide only", async () => {
    const media = await upload(await photo(300, 200, "png"), "small.png");
    expect(media.variants.map((variant) => [variant.content_type, variant.width]).sort()).toEqual([["image/avif", 300], ["image/webp", 300]]);
    const middle = await upload(await photo(1200, 600, "png"), "middle.png");
    expect([...new Set(middle.variants.map((variant) => variant.width))].sort((a, b) => a - b)).toEqual([480, 960, 1200]);
  });

  it("refuses an image sharp cannot read, and stores nothing", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const form = new FormData();
    form.set("file", new File([broken], "broken.jpg"));
    const response = await call("/api/media", { host: world.acme.host, token: world.admin.token, form });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("The image could not be read. Please upload a JPEG, PNG, GIF, WebP or AVIF file.");
    const listed: Media[] = await (await asAdmin("/api/media?q=broken")).json();
    expect(listed).toEqual([]);
  });

  it("imageSources gives AVIF, then WebP, each with every width, then the original", async () => {
    const media = await upload(await photo(2000, 1000, "jpeg"), "sources.jpg");
    const sources = imageSources(media);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    const [avif, webp, original] = sources;
    const url = (type: string, width: number) => media.variants.find((variant) => variant.content_type === type && variant.width === width)!.url;
    expect(avif).toEqual({ type: "image/avif", srcSet: `${url("image/avif", 480)} 480w, ${url("image/avif", 960)} 960w, ${url("image/avif", 1600)} 1600w`, src: url("image/avif", 1600) });
    expect(webp?.srcSet.split(", ")).toHaveLength(3);
    expect(original).toEqual({ type: "image/jpeg", srcSet: "", src: media.url });
    expect(imageSources({ url: "/v.mp4", content_type: "video/mp4", variants: [] })).toEqual([{ type: "video/mp4", srcSet: "", src: "/v.mp4" }]);

    // A renderer holds only the URL a section stores (relative or absolute): it finds the file by it.
    const found = await findMediaByUrls(world.acme.organization.id, [media.url, `https://${world.acme.host}${media.url}`, "https://elsewhere.example/x.jpg"]);
    expect([...found.keys()]).toEqual([media.url, `https://${world.acme.host}${media.url}`]);
    expect(found.get(media.url)?.id).toBe(media.id);
    expect((await findMediaByUrls(world.globex.organization.id, [media.url])).size).toBe(0);
  });
});

describe("the gallery: search, alt text, usage and delete", () => {
  it("GET /api/media?q= finds files by name or alt text, case-insensitively, and only the organization's", async () => {
    const beach = await upload(await photo(100, 100, "png"), "Beach-Day.png");
    const dog = await upload(await photo(100, 100, "png"), "img_001.png", "A dog on the BEACH");
    const other = await upload(await photo(100, 100, "png"), "mountain.png");
    await upload(await photo(100, 100, "png"), "beach-globex.png", "", world.outsider.token, world.globex.host);
    const ids = async (q: string) => ((await (await asAdmin(`/api/media?q=${encodeURIComponent(q)}`)).json()) as Media[]).map((media) => media.id);
    expect(await ids("beach")).toEqual([dog.id, beach.id]);
    expect(await ids("mountain")).toEqual([other.id]);
    // % and _ are letters here, not wildcards.
    expect(await ids("img_0")).toEqual([dog.id]);
    expect(await ids("%")).toEqual([]);
    expect((await ids("")).length).toBeGreaterThanOrEqual(3);
  });

  it("PATCH /api/media/{id} changes the alt text with the version contract", async () => {
    const media = await upload(await photo(100, 100, "png"), "alt.png", "Before");
    await expectVersionedSaves({
      host: world.acme.host,
      first: world.admin.token,
      second: secondAdmin.token,
      method: "PATCH",
      path: `/api/media/${media.id}`,
      body: (edit) => ({ alt: `Alt by ${edit}` }),
      read: async () => (await asAdmin(`/api/media/${media.id}`)).json(),
      field: (row) => row.alt,
    });
    const tooLong = await asAdmin(`/api/media/${media.id}`, { method: "PATCH", json: { alt: "x".repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toBe("Alt text must be at most 300 characters");
  });

  it("GET /api/media/{id}/usage names the metrics, heroes, heading sections, menu items and posts that use the file, by any of its addresses", async () => {
    const media = await upload(await photo(1000, 500, "jpeg"), "used.jpg");
    const variant = media.variants[0]!.url;
    const metric = await created("/api/metrics", { title: "<b>Clients</b>", description: "D", image: media.url });
    const hero = await created("/api/hero-sections", { title: "Hero", image: `https://${world.acme.host}${media.url}`, url_page: "/" });
    const heading = await created("/api/template-heading-sections", { name: "Heading", description_text: "D", url_page: "/about", image: variant });
    const submenu = await submenuShowing(media.url);
    const post = await created("/api/posts", { title: "Story", slug: "story", content: `<p><img src="${variant}" alt=""></p>` });
    await created("/api/metrics", { title: "Unrelated", description: "D", image: "https://elsewhere.example/pic.jpg" });

    const response = await asAdmin(`/api/media/${media.id}/usage`);
    expect(response.status).toBe(200);
    const usage = await response.json();
    expect(usage).toMatchObject({ media_id: media.id, used: true });
    expect(usage.references).toEqual([
      { kind: "metric", id: metric.id, title: "Clients", url_page: null },
      { kind: "hero_section", id: hero.id, title: "Hero", url_page: "/home" },
      { kind: "heading_section", id: heading.id, title: "Heading", url_page: "/about" },
      { kind: "menu_item", id: submenu.id, title: "Visas", url_page: "visas" },
      { kind: "post", id: post.id, title: "Story", url_page: "/blog/story" },
    ]);

    // Delete refuses while the file is used, and says where.
    const refused = await asAdmin(`/api/media/${media.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body).toMatchObject({ code: "conflict", error: "This file is used on your site. Remove it there first, or delete it anyway with force=true." });
    expect(body.details.references).toHaveLength(5);
    // A post keeps it even with force: the library does not rewrite the owner's writing, and nothing else changes.
    const inPost = await asAdmin(`/api/media/${media.id}?force=true`, { method: "DELETE" });
    expect(inPost.status).toBe(409);
    expect(await inPost.json()).toMatchObject({ code: "conflict", error: "This file is used in a post. Remove it from the post first, then delete it." });
    expect((await getMetricOrThrow(world.acme.organization.id, metric.id)).image).toBe(media.url);
    expect((await call(media.url, { host: world.acme.host })).status).toBe(200);
  });

  it("delete anyway empties every place showing the file (image null, a new version) with the row, so no page points at a 404", async () => {
    const organizationId = world.acme.organization.id;
    const media = await upload(await photo(1000, 500, "jpeg"), "anyway.jpg");
    const variant = media.variants[0]!.url;
    const metric = await created("/api/metrics", { title: "Card", description: "D", image: media.url });
    const hero = await created("/api/hero-sections", { title: "Anyway hero", image: `https://${world.acme.host}${media.url}`, url_page: "/anyway" });
    const heading = await created("/api/template-heading-sections", { name: "Anyway heading", description_text: "D", url_page: "/anyway", image: variant });
    const submenu = await submenuShowing(media.url);
    const kept = await created("/api/metrics", { title: "Other", description: "D", image: "https://elsewhere.example/pic.jpg" });
    const before = { metric: await getMetricOrThrow(organizationId, metric.id), hero: await getHeroOrThrow(organizationId, hero.id), heading: await getHeadingOrThrow(organizationId, heading.id) };

    expect((await asAdmin(`/api/media/${media.id}?force=true`, { method: "DELETE" })).status).toBe(200);
    expect((await call(media.url, { host: world.acme.host })).status).toBe(404);
    expect((await call(variant, { host: world.acme.host })).status).toBe(404);
    const after = { metric: await getMetricOrThrow(organizationId, metric.id), hero: await getHeroOrThrow(organizationId, hero.id), heading: await getHeadingOrThrow(organizationId, heading.id) };
    for (const key of ["metric", "hero", "heading"] as const) {
      expect(after[key].image, key).toBeNull();
      // An editor still holding the old row gets the conflict choice instead of saving the dead address back.
      expect(after[key].version, key).toBe(before[key].version + 1);
    }
    expect((await listMenus(organizationId)).submenu_items.find((item) => item.id === submenu.id)?.image).toBeNull();
    expect((await getMetricOrThrow(organizationId, kept.id)).image).toBe("https://elsewhere.example/pic.jpg");
    expect((await asAdmin(`/api/media/${media.id}`)).status).toBe(404);
  });

  it("a delete that fails after emptying the places rolls them back with it: the images and the file stay", async () => {
    const organizationId = world.acme.organization.id;
    const media = await upload(await photo(200, 100, "png"), "rollback.png");
    const metric = await created("/api/metrics", { title: "Card", description: "D", image: media.url });
    const failing = async (id: string, stem: string) => {
      await clearMediaUsage(id, stem);
      throw new Error("storage failed");
    };
    await expect(deleteMediaOrThrow(organizationId, media.id, { force: true, findUsage: findMediaUsage, clearUsage: failing })).rejects.toThrow("storage failed");
    expect((await getMetricOrThrow(organizationId, metric.id)).image).toBe(media.url);
    expect((await call(media.url, { host: world.acme.host })).status).toBe(200);
  });

  it("an unused file deletes without force, and has no references", async () => {
    const media = await upload(await photo(100, 100, "png"), "unused.png");
    expect(await (await asAdmin(`/api/media/${media.id}/usage`)).json()).toEqual({ media_id: media.id, used: false, references: [] });
    expect((await asAdmin(`/api/media/${media.id}`, { method: "DELETE" })).status).toBe(200);
  });

  it("every gallery route is admin-only and tenant-bound", async () => {
    const media = await upload(await photo(100, 100, "png"), "guarded.png", "Kept");
    await expectAdminOnly(world, "/api/media?q=guarded", { method: "GET" }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/media/${media.id}`, { method: "GET" });
    await expectAdminOnly(world, `/api/media/${media.id}/usage`, { method: "GET" });
    await expectAdminOnly(world, `/api/media/${media.id}`, { method: "PATCH", json: { alt: "Hijack", version: 1 } });
    await expectAdminOnly(world, `/api/media/${media.id}?force=true`, { method: "DELETE" });
    expect(await (await asAdmin(`/api/media/${media.id}`)).json()).toMatchObject({ alt: "Kept", version: 1 });
  });
});
