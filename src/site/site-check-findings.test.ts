import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Issue 34 point 7: the site check finds broken images and links on a real site (the real API and the
// public renderer, in process, on the test database) and names the editor and field that fix each finding.
vi.stubEnv("ATRIUM_DATA_DIR", fs.mkdtempSync(path.join(os.tmpdir(), "atrium-site-check-")));
const { call } = await import("@/testing/api");
const { createTestWorld } = await import("@/testing/factories");
const { islandsManifest } = await import("@/server/islands/island");
const { renderPublicPage } = await import("@/site/render");
const { pageRenders } = await import("@/server/http/page-render");
type SiteCheckDto = import("@/modules/seo/site-check.validation").SiteCheckDto;

// The smallest valid PNG (1x1, transparent).
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");

let world: Awaited<ReturnType<typeof createTestWorld>>;
const admin = async (url: string, init: { method?: string; json?: unknown; form?: FormData } = {}) => {
  const response = await call(url, { host: world.acme.host, token: world.admin.token, ...init });
  expect(response.status, `${url}: ${response.status === 400 ? await response.clone().text() : ""}`).toBeLessThan(300);
  return response.status === 204 ? null : response.json();
};

/** The site as a visitor's browser gets it: pages from the public renderer (in a render context, as the front server renders them), files and the rest from the API. */
const visitor = (async (input: URL | RequestInfo, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.startsWith("/api/")) return call(url.pathname + url.search, { host: world.acme.host, method: init?.method ?? "GET" });
  const page = await pageRenders.run({ tags: new Set() }, () => renderPublicPage(world.acme.host, url.pathname));
  return new Response(init?.method === "HEAD" ? null : (page?.html.toString() ?? "not found"), { status: page?.status ?? 404, headers: { "content-type": "text/html; charset=utf-8" } });
}) as typeof fetch;

const check = async () => (await admin("/api/site-check")) as SiteCheckDto;
const on = (result: SiteCheckDto, pagePath: string) => result.findings.filter((finding) => finding.path === pagePath);
const broken = (result: SiteCheckDto, pagePath: string) => on(result, pagePath).filter((finding) => finding.kind.startsWith("broken_"));

let section: { id: string };
let card: { id: string };
let upload: { id: string; url: string };

beforeAll(async () => {
  islandsManifest({ pageScript: "page-script.js", islands: new Proxy({}, { get: () => "island.js" }), stylesheet: "site.css", font: "inter.woff2" });
  world = await createTestWorld();
  vi.stubGlobal("fetch", visitor);
  // An uploaded image with no alt text in a post with no meta description.
  const form = new FormData();
  form.set("file", new File([png], "pixel.png", { type: "image/png" }));
  upload = await admin("/api/media", { form });
  await admin("/api/posts", { json: { title: "Moving with pets", content: `<p>Papers first.</p><p><img src="${upload.url}"></p>`, metadescription_for_page: "" } });
  // A page whose card shows a file that is not there (a deleted upload) and whose text links to a page that does not exist.
  await admin("/api/pages", { json: { title: "About us", slug: "about-us" } });
  section = await admin("/api/template-sections", { json: { url_page: "/about-us", section_title: "Our team", section_description: '<p>See <a href="/old-team">the old team</a> and <a href="/">home</a>.</p>' } });
  card = await admin("/api/metrics", { json: { title: "Ana", description: "<p>Adviser</p>", image: `/api/media/files/${world.acme.organization.id}/${crypto.randomUUID()}.png` } });
  await admin(`/api/template-sections/${section.id}/metrics`, { json: { metric_id: card.id } });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe("the site check on a real site", () => {
  it("finds a broken image and a broken internal link, each opening the section's editor, and an upload without alt text opening its alt text in the library", async () => {
    const result = await check();
    expect(result.unread).toEqual([]);
    expect(broken(result, "/about-us")).toEqual([
      { kind: "broken_image", path: "/about-us", detail: expect.stringMatching(/^\/api\/media\/files\//), section: `template:${section.id}`, fix: { editor: "template", id: section.id, field: null } },
      { kind: "broken_link", path: "/about-us", detail: "/old-team", section: `template:${section.id}`, fix: { editor: "template", id: section.id, field: null } },
    ]);
    const post = on(result, "/blog/moving-with-pets");
    expect(post).toContainEqual({ kind: "image_without_alt", path: "/blog/moving-with-pets", detail: upload.url, section: null, fix: { editor: "media", id: upload.id, field: "alt" } });
    expect(post).toContainEqual(expect.objectContaining({ kind: "missing_description", fix: { editor: "post", id: "moving-with-pets", field: "meta_description" } }));
  });

  it("finds none of them once they are fixed", async () => {
    await admin(`/api/metrics/${card.id}`, { method: "PATCH", json: { image: null } });
    await admin(`/api/template-sections/${section.id}`, { method: "PUT", json: { section_description: '<p>See <a href="/">home</a>.</p>' } });
    await admin("/api/posts/moving-with-pets", { method: "PATCH", json: { metadescription_for_page: "What a pet needs to move abroad." } });
    const fixed = await check();
    expect(broken(fixed, "/about-us")).toEqual([]);
    expect(on(fixed, "/blog/moving-with-pets").map((finding) => finding.kind)).toEqual(["image_without_alt"]);
    // Alt text written in the library describes the image in the post, and the check sees it at once.
    await admin(`/api/media/${upload.id}`, { method: "PATCH", json: { alt: "A dog's papers" } });
    expect(on(await check(), "/blog/moving-with-pets")).toEqual([]);
  });
});
