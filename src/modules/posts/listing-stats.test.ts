import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizations } from "@/modules/organizations/organizations.schema";
import { db } from "@/server/db/client";
import { createTestOrganization } from "@/testing/factories";
import { postListingStats, posts } from "./posts.schema";
import { createPage, createPost, sitemapListingSummaries, updatePost } from "./posts.service";

/** What a scan of posts says each listing holds: the trigger's counts must equal it. */
async function countedByScan(organizationId: string) {
  const [row] = await (await db())
    .select({
      pages: sql<number>`(count(*) filter (where not ${posts.display_as_blog_post} and not ${posts.is_help_center} and ${posts.doc_set} is null))::int`,
      posts: sql<number>`(count(*) filter (where ${posts.display_as_blog_post}))::int`,
      help: sql<number>`(count(*) filter (where ${posts.is_help_center}))::int`,
      docs: sql<number>`(count(*) filter (where ${posts.doc_set} is not null))::int`,
    })
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), eq(posts.display_this_post, true)));
  return row!;
}

const rowsOf = async (organizationId: string) => {
  const summaries = await sitemapListingSummaries(organizationId);
  return { pages: summaries.pages.rows, posts: summaries.posts.rows, help: summaries.help.rows, docs: summaries.docs.rows };
};

describe("post_listing_stats (kept by a trigger on posts)", () => {
  it("counts each listing's shown rows as posts are written, hidden, moved and deleted", async () => {
    const { organization } = await createTestOrganization();
    const id = organization.id;
    const empty = await rowsOf(id);
    await createPage(id, { title: "About us", slug: "about-us" });
    await createPost(id, { title: "First", slug: "first" });
    await createPost(id, { title: "Second", slug: "second" });
    await createPost(id, { title: "How to apply", slug: "how-to-apply", display_config: { display_as_blog_post: false, is_help_center: true } });
    await createPost(id, { title: "Install", slug: "install", display_config: { display_as_blog_post: false }, organization_config: { doc_set_title: "Guide", doc_set_order: 1 } });
    expect(await rowsOf(id)).toEqual({ pages: empty.pages + 1, posts: empty.posts + 2, help: empty.help + 1, docs: empty.docs + 1 });

    // Hidden, then moved from the blog to the help center: each listing follows.
    await updatePost(id, "first", { display_config: { display_this_post: false } });
    await updatePost(id, "second", { display_config: { display_as_blog_post: false, is_help_center: true } });
    expect(await rowsOf(id)).toEqual({ pages: empty.pages + 1, posts: empty.posts, help: empty.help + 2, docs: empty.docs + 1 });
    expect(await rowsOf(id)).toEqual(await countedByScan(id));

    // A delete of several rows in one statement.
    await (await db()).delete(posts).where(and(eq(posts.organization_id, id), sql`${posts.slug} in ('how-to-apply', 'install')`));
    expect(await rowsOf(id)).toEqual(await countedByScan(id));
  });

  it("dates a listing with its newest change, and with the time a row left it", async () => {
    const { organization } = await createTestOrganization();
    const post = await createPost(organization.id, { title: "Dated", slug: "dated" });
    expect((await sitemapListingSummaries(organization.id)).posts.lastModified).toEqual(post.updated_at);
    const before = new Date();
    await updatePost(organization.id, "dated", { display_config: { display_this_post: false } });
    const { posts: listing } = await sitemapListingSummaries(organization.id);
    // The listing is empty now: no rows, no date (nothing of it is in the sitemap).
    expect(listing).toEqual({ rows: 0, lastModified: null });
    await updatePost(organization.id, "dated", { display_config: { display_this_post: true } });
    expect((await sitemapListingSummaries(organization.id)).posts.lastModified!.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it("goes with its organization, whose posts' delete does not fail on it", async () => {
    const { organization } = await createTestOrganization();
    await createPost(organization.id, { title: "Gone", slug: "gone" });
    await (await db()).delete(organizations).where(eq(organizations.id, organization.id));
    expect(await (await db()).select().from(postListingStats).where(eq(postListingStats.organization_id, organization.id))).toEqual([]);
  });
});
