import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "@/testing/factories";
import { createPage, createPost, findPublishedBlogPost, findPublishedPage, listPublishedBlogPosts } from "./posts.service";

let acmeId: string;
let globexId: string;

beforeAll(async () => {
  acmeId = (await createTestOrganization()).organization.id;
  globexId = (await createTestOrganization()).organization.id;
  await createPost(acmeId, { title: "Older news", slug: "older-news", created_on: "2026-01-10T09:00:00Z", author_name: "Ann" });
  await createPost(acmeId, { title: "Newer news", slug: "newer-news", created_on: "2026-03-05T09:00:00Z", description: "What changed" });
  await createPost(acmeId, { title: "Hidden", slug: "hidden-news", display_config: { display_this_post: false } });
  await createPage(acmeId, { title: "About us", slug: "about-us" });
  await createPost(globexId, { title: "Globex news", slug: "globex-news" });
});

describe("the blog (/blog and /blog/{slug})", () => {
  it("lists the organization's shown posts, newest first, without its pages", async () => {
    const posts = await listPublishedBlogPosts(acmeId, "en");
    expect(posts.map((post) => [post.slug, post.title, post.description, post.author_name])).toEqual([
      ["newer-news", "Newer news", "What changed", null],
      ["older-news", "Older news", null, "Ann"],
    ]);
  });

  it("opens a shown post of this organization only; pages stay at /{slug}", async () => {
    expect((await findPublishedBlogPost(acmeId, "older-news"))?.title).toBe("Older news");
    expect(await findPublishedBlogPost(acmeId, "hidden-news")).toBeNull();
    expect(await findPublishedBlogPost(acmeId, "about-us")).toBeNull();
    expect(await findPublishedBlogPost(acmeId, "globex-news")).toBeNull();
    expect(await findPublishedPage(acmeId, "older-news", "en")).toBeNull();
  });
});
