import { beforeAll, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Issue 34 point 6: a post's main photo from the media library is described by the library's alt
// text, on the post's page and in the blog's list (it was marked decorative, and the site check
// counted it as an image without alt text).
vi.stubEnv("ATRIUM_DATA_DIR", fs.mkdtempSync(path.join(os.tmpdir(), "atrium-main-photo-")));
const { call } = await import("@/testing/api");
const { createTestWorld } = await import("@/testing/factories");
const { islandsManifest } = await import("@/server/islands/island");
const { renderPublicPage } = await import("@/site/render");
const { pageRenders } = await import("@/server/http/page-render");

// The smallest valid PNG (1x1, transparent).
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");

let world: Awaited<ReturnType<typeof createTestWorld>>;
const admin = (url: string, init: { method?: string; json?: unknown; form?: FormData } = {}) => call(url, { host: world.acme.host, token: world.admin.token, ...init });
const imageTagsOf = (html: string, src: string) => [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(src));

let upload: { url: string; alt: string };

beforeAll(async () => {
  islandsManifest({ pageScript: "page-script.js", islands: new Proxy({}, { get: () => "island.js" }), stylesheet: "site.css", font: "inter.woff2" });
  world = await createTestWorld();
  const form = new FormData();
  // The alt text first: the upload is read as it streams in.
  form.set("alt", "A dog beside its travel carrier");
  form.set("file", new File([png], "dog.png", { type: "image/png" }));
  const uploaded = await admin("/api/media", { method: "POST", form });
  expect(uploaded.status).toBe(201);
  upload = (await uploaded.json()) as { url: string; alt: string };
  expect(upload).toMatchObject({ alt: "A dog beside its travel carrier" });
  const post = await admin("/api/posts", { method: "POST", json: { title: "Moving with pets", content: "<p>Papers first.</p>", media_config: { main_photo: upload.url } } });
  expect(post.status).toBe(201);
});

describe("a post's main photo from the library", () => {
  it("carries the library's alt text on the post's page and in the blog's list", async () => {
    for (const pagePath of ["/blog/moving-with-pets", "/blog"]) {
      // In a render's context, as the front server renders pages: the page's known images live there.
      const html = (await pageRenders.run({ tags: new Set() }, () => renderPublicPage(world.acme.host, pagePath)))!.html.toString();
      const tags = imageTagsOf(html, upload.url);
      expect(tags.length, pagePath).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, `${pagePath}: ${tag}`).toContain('alt="A dog beside its travel carrier"');
    }
  });
});
