import { and, asc, desc, eq, like, max, or } from "drizzle-orm";
import { db } from "@/server/db/client";
import { queryBuilder, rowsOf } from "@/server/db/one-statement";
import { atVersion, containing, nextVersion } from "@/server/db/columns";
import { isUniqueViolation } from "@/server/db/errors";
import { AppError } from "@/server/http/errors";
import { documentSets, posts } from "./posts.schema";

export type Post = typeof posts.$inferSelect;
export type PostValues = Omit<typeof posts.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at" | "version">;

const bySlug = (organizationId: string, slug: string) => and(eq(posts.organization_id, organizationId), eq(posts.slug, slug));

export async function findPostBySlug(organizationId: string, slug: string): Promise<Post | null> {
  const [row] = await (await db()).select().from(posts).where(bySlug(organizationId, slug));
  return row ?? null;
}

/** `findPostBySlug`, unexecuted, for a statement shared with other reads (decision 014). */
export const postBySlugRows = (organizationId: string, slug: string) => rowsOf<Post>(queryBuilder.select().from(posts).where(bySlug(organizationId, slug)));

/** The slugs equal to `base` or of the form `base-…` (base is a slug: no LIKE wildcards in it). */
/** Pages visitors can open at /{slug} (shown, not blog posts), in the site's order. */
export async function listPublishedPages(organizationId: string): Promise<{ slug: string; updated_at: Date }[]> {
  return (await db())
    .select({ slug: posts.slug, updated_at: posts.updated_at })
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), eq(posts.display_this_post, true), eq(posts.display_as_blog_post, false)))
    .orderBy(asc(posts.order), asc(posts.slug));
}

/** Blog posts visitors can read at /blog/{slug}, newest first: what /blog lists. */
const blogPostSummary = {
  slug: posts.slug,
  title: posts.title,
  description: posts.description,
  main_photo: posts.main_photo,
  author_name: posts.author_name,
  created_on: posts.created_on,
  updated_at: posts.updated_at,
};
const publishedBlogPosts = (organizationId: string) => and(eq(posts.organization_id, organizationId), eq(posts.display_this_post, true), eq(posts.display_as_blog_post, true));

/** `listPublishedBlogPosts`, unexecuted, for a statement shared with other reads (decision 014). */
export const publishedBlogPostRows = (organizationId: string) =>
  rowsOf<BlogPostSummary>(queryBuilder.select(blogPostSummary).from(posts).where(publishedBlogPosts(organizationId)).orderBy(desc(posts.created_on), asc(posts.slug)));

export async function listPublishedBlogPosts(organizationId: string) {
  return (await db()).select(blogPostSummary).from(posts).where(publishedBlogPosts(organizationId)).orderBy(desc(posts.created_on), asc(posts.slug));
}

export type BlogPostSummary = Awaited<ReturnType<typeof listPublishedBlogPosts>>[number];

export async function findPostById(organizationId: string, id: string): Promise<Post | null> {
  const [row] = await (await db())
    .select()
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), eq(posts.id, id)));
  return row ?? null;
}

export async function listSlugsLike(organizationId: string, base: string): Promise<string[]> {
  const rows = await (await db())
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), or(eq(posts.slug, base), like(posts.slug, `${base}-%`))));
  return rows.map((row) => row.slug);
}

/** The highest order among the organization's posts and pages, or null when it has none. */
export async function highestPostOrder(organizationId: string): Promise<number | null> {
  const [row] = await (await db()).select({ highest: max(posts.order) }).from(posts).where(eq(posts.organization_id, organizationId));
  return row?.highest ?? null;
}

/** Inserts a post; a slug the organization already uses is a conflict with `slugTakenMessage`. */
export async function insertPost(organizationId: string, values: PostValues, slugTakenMessage: string): Promise<Post> {
  try {
    const [row] = await (await db())
      .insert(posts)
      .values({ ...values, organization_id: organizationId })
      .returning();
    if (!row) throw new Error("Insert returned no post");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError({ code: "conflict", message: slugTakenMessage });
    throw error;
  }
}

/** Updates the post and raises its version; with `expectedVersion`, only if that is still its version (else null). */
export async function updatePost(organizationId: string, id: string, values: Partial<PostValues>, slugTakenMessage: string, expectedVersion?: number): Promise<Post | null> {
  try {
    const [row] = await (await db())
      .update(posts)
      .set({ ...values, version: nextVersion(posts.version), updated_at: new Date() })
      .where(and(eq(posts.organization_id, organizationId), eq(posts.id, id), atVersion(posts.version, expectedVersion)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError({ code: "conflict", message: slugTakenMessage });
    throw error;
  }
}

export async function listDocumentSets(organizationId: string) {
  return (await db())
    .select({ slug: documentSets.slug, title: documentSets.title })
    .from(documentSets)
    .where(eq(documentSets.organization_id, organizationId))
    .orderBy(asc(documentSets.title), asc(documentSets.slug));
}

export async function findDocumentSet(organizationId: string, slug: string) {
  const [row] = await (await db())
    .select()
    .from(documentSets)
    .where(and(eq(documentSets.organization_id, organizationId), eq(documentSets.slug, slug)));
  return row ?? null;
}

export async function insertDocumentSet(organizationId: string, values: { slug: string; title: string }) {
  const [row] = await (await db())
    .insert(documentSets)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no document set");
  return row;
}

/** Blog posts, newest first, published or not (Global Settings). */
export async function listBlogPosts(organizationId: string) {
  return (await db())
    .select()
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), eq(posts.display_as_blog_post, true)))
    .orderBy(desc(posts.created_on));
}

/** Posts and pages whose main photo or content contains `text` (the media library's "used by"). */
export async function listPostsWithMedia(organizationId: string, text: string) {
  const pattern = containing(text);
  return (await db())
    .select({ id: posts.id, title: posts.title, slug: posts.slug, display_as_blog_post: posts.display_as_blog_post })
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), or(like(posts.main_photo, pattern), like(posts.content, pattern))))
    .orderBy(asc(posts.order), asc(posts.slug));
}

/** Every post and page of the organization with what the site map shows of it, by title. */
export async function listSiteEntries(organizationId: string) {
  return (await db())
    .select({
      id: posts.id,
      title: posts.title,
      slug: posts.slug,
      published: posts.display_this_post,
      blog: posts.display_as_blog_post,
      help_center: posts.is_help_center,
      doc_set: posts.doc_set,
      doc_set_order: posts.doc_set_order,
    })
    .from(posts)
    .where(eq(posts.organization_id, organizationId))
    .orderBy(asc(posts.title));
}
