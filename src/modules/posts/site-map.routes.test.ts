import { beforeAll, describe, expect, it } from "vitest";
import { call, expectAdminOnly } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});

const asAdmin = (path: string, json?: unknown) => call(path, { host: world.acme.host, token: world.admin.token, ...(json === undefined ? {} : { method: "POST", json }) });

describe("GET /api/site-map", () => {
  it("answers pages, blog posts (drafts included), help articles and documentation sets with their chapters in order", async () => {
    expect((await asAdmin("/api/pages", { title: "About us", slug: "about-us" })).status).toBe(201);
    expect((await asAdmin("/api/posts", { title: "Moving abroad", display_config: { display_this_post: true } })).status).toBe(201);
    expect((await asAdmin("/api/posts", { title: "A draft", display_config: { display_this_post: false } })).status).toBe(201);
    expect((await asAdmin("/api/posts", { title: "Resetting a password", display_config: { display_as_blog_post: false, is_help_center: true } })).status).toBe(201);
    for (const [title, order] of [["Second steps", 2], ["First steps", 1]] as const) {
      const chapter = { title, display_config: { display_as_blog_post: false }, organization_config: { doc_set: "guide", doc_set_title: "The guide", doc_set_order: order } };
      expect((await asAdmin("/api/posts", chapter)).status).toBe(201);
    }

    const response = await asAdmin("/api/site-map");
    expect(response.status).toBe(200);
    const map = (await response.json()) as Record<string, { title: string; published?: boolean; chapters?: { title: string }[] }[]>;
    expect(map.pages!.map((page) => page.title)).toEqual(["About us"]);
    expect(map.posts!.map(({ title, published }) => [title, published])).toEqual([["A draft", false], ["Moving abroad", true]]);
    expect(map.help_articles!.map((article) => article.title)).toEqual(["Resetting a password"]);
    expect(map.document_sets!.map((set) => [set.title, set.chapters!.map((chapter) => chapter.title)])).toEqual([["The guide", ["First steps", "Second steps"]]]);
  });

  it("pages the tree with a cursor: a set's chapters continue in order on the next page", async () => {
    const pages: { pages: { title: string }[]; posts: { title: string }[]; help_articles: { title: string }[]; document_sets: { slug: string; chapters: { title: string }[] }[]; next_cursor: string | null }[] = [];
    let cursor = "";
    do {
      const response = await asAdmin(`/api/site-map?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      pages.push(await response.json());
      cursor = pages.at(-1)!.next_cursor ?? "";
    } while (cursor && pages.length < 10);
    // Six posts, two a page; pages, posts and help articles by title first, then the chapters in order.
    expect(pages.map((page) => [...page.pages, ...page.posts, ...page.help_articles].map((entry) => entry.title))).toEqual([["About us", "A draft"], ["Moving abroad", "Resetting a password"], []]);
    expect(pages[2]!.document_sets.map((set) => [set.slug, set.chapters.map((chapter) => chapter.title)])).toEqual([["the-guide", ["First steps", "Second steps"]]]);
    expect(pages.map((page) => page.next_cursor === null)).toEqual([false, false, true]);
    expect((await asAdmin("/api/site-map?cursor=bm9wZQ")).status).toBe(400);
  });

  it("with q, answers only the entries whose title or address contains it, in any case, a page at a time", async () => {
    const titles = (map: { pages: { title: string }[]; posts: { title: string }[]; help_articles: { title: string }[]; document_sets: { chapters: { title: string }[] }[] }) =>
      [...map.pages, ...map.posts, ...map.help_articles, ...map.document_sets.flatMap((set) => set.chapters)].map((entry) => entry.title);
    const response = await asAdmin("/api/site-map?q=STEPS");
    expect(response.status).toBe(200);
    const map = await response.json();
    expect(titles(map)).toEqual(["First steps", "Second steps"]);
    // The address too ("about-us"), and no set without a match.
    const bySlug = await (await asAdmin("/api/site-map?q=about-u")).json();
    expect(titles(bySlug)).toEqual(["About us"]);
    expect(bySlug.document_sets).toEqual([]);
    // A pattern's own characters are plain letters here.
    expect(titles(await (await asAdmin("/api/site-map?q=%25")).json())).toEqual([]);
    const first = await (await asAdmin("/api/site-map?q=s&limit=2")).json();
    expect(first.next_cursor).not.toBeNull();
    expect((await asAdmin(`/api/site-map?q=${"a".repeat(201)}`)).status).toBe(400);
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/site-map", { method: "GET" }, { acmeRowInPath: false });
  });
});
