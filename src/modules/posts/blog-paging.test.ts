import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { insertMedia } from "@/modules/media/media.repository";
import { createTestOrganization } from "@/testing/factories";
import { blogPagePath, blogPageSize, lastPage } from "./paging";
import { createPost, findPublishedBlogPage } from "./posts.service";

let acmeId: string;
let emptyId: string;
const total = blogPageSize + 3;
// An uploaded photo (with resized copies) on the newest post, one on the oldest, and one no post shows.
const keyOf = () => `${randomUUID()}/${randomUUID()}.png`;
const newestPhoto = keyOf();
const oldestPhoto = keyOf();
const unusedPhoto = keyOf();

beforeAll(async () => {
  acmeId = (await createTestOrganization()).organization.id;
  emptyId = (await createTestOrganization()).organization.id;
  for (const key of [newestPhoto, oldestPhoto, unusedPhoto]) {
    await insertMedia(acmeId, { kind: "image", filename: "p.png", content_type: "image/png", size: 1, storage_key: key, width: 1200, variants: [{ key: key.replace(".png", "-480.webp"), width: 480, height: 270, size: 1, content_type: "image/webp" }] });
  }
  for (let index = 0; index < total; index++) {
    const day = String(index + 1).padStart(2, "0");
    const photo = index === total - 1 ? newestPhoto : index === 0 ? oldestPhoto : null;
    await createPost(acmeId, { title: `Post ${index + 1}`, slug: `post-${index + 1}`, created_on: `2026-01-${day}T09:00:00Z`, media_config: { main_photo: photo ? `/api/media/files/${photo}` : null } });
  }
  await createPost(acmeId, { title: "Hidden", slug: "hidden", display_config: { display_this_post: false } });
});

describe("the blog's pages (/blog, /blog/page/{n})", () => {
  it("has one page per blogPageSize posts, at least one", () => {
    expect([lastPage(0), lastPage(1), lastPage(blogPageSize), lastPage(blogPageSize + 1)]).toEqual([1, 1, 1, 2]);
    expect([blogPagePath(1), blogPagePath(2)]).toEqual(["/blog", "/blog/page/2"]);
  });

  it("reads page 1: the newest blogPageSize shown posts, the count, and only the images its cards show", async () => {
    const page = await findPublishedBlogPage(acmeId, 1, "en");
    expect(page?.posts.map((post) => post.slug)).toEqual(Array.from({ length: blogPageSize }, (_, index) => `post-${total - index}`));
    expect(page).toMatchObject({ total, page: 1, lastPage: 2 });
    expect(page?.images.map((image) => image.url)).toEqual([`/api/media/files/${newestPhoto}`]);
  });

  it("reads the last page: the oldest posts and their image", async () => {
    const page = await findPublishedBlogPage(acmeId, 2, "en");
    expect(page?.posts.map((post) => post.slug)).toEqual(["post-3", "post-2", "post-1"]);
    expect(page?.images.map((image) => image.url)).toEqual([`/api/media/files/${oldestPhoto}`]);
  });

  it("finds no page past the last one (404), but page 1 of an empty blog", async () => {
    expect(await findPublishedBlogPage(acmeId, 3, "en")).toBeNull();
    expect(await findPublishedBlogPage(emptyId, 1, "en")).toMatchObject({ posts: [], total: 0, lastPage: 1, images: [] });
    expect(await findPublishedBlogPage(emptyId, 2, "en")).toBeNull();
  });
});
