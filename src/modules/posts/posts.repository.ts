import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, like, max, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, rowsOf } from "@/server/db/client";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { atVersion, containing, nextVersion } from "@/server/db/columns";
import { isUniqueViolation } from "@/server/db/errors";
import { AppError } from "@/server/http/errors";
import { documentSets, postListingStats, postRevisions, posts } from "./posts.schema";
import type { TranslatedSource } from "@/server/db/translation-coverage";

export type Post = typeof posts.$inferSelect;
export type PostValues = Omit<typeof posts.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at" | "version">;

/**
 * A post's text as visitors in `locale` read it, for a list (issue 33 point 8): the field's
 * non-blank translation, else the base text (spec 001 §5; `translated` in src/lib/translate.ts for
 * a whole post). `::text`: `->>` also takes an array index, and a bare parameter would be ambiguous.
 */
const inLocale = <T extends string | null>(column: PgColumn, translations: PgColumn, locale: string) =>
  sql<T>`coalesce(nullif(btrim(${translations} ->> ${locale}::text), ''), ${column})`.as(column.name);
const titleIn = (locale: string) => inLocale<string>(posts.title, posts.title_translation, locale);
const descriptionIn = (locale: string) => inLocale<string | null>(posts.description, posts.description_translation, locale);
/** A list's `slug` is the post's address in `locale` (decision 042), so its links are that language's. */
const slugIn = (locale: string) => inLocale<string>(posts.slug, posts.slug_translation, locale);

/**
 * Posts whose slug in any of `locales` is `address`, as a jsonpath for `slug_translation @@`: one
 * condition that posts_slug_translation_idx (jsonb_path_ops) answers, `$.es == "x" || $.fr == "x"`.
 * The address is a JSON string (escaped), so no text of a visitor's can change the path's meaning.
 */
export function translatedSlugPath(pairs: readonly (readonly [locale: string, slug: string])[]): string {
  // A path that matches nothing when there is nothing to look for: the index answers it at once.
  if (pairs.length === 0) return "$.none == null && $.none != null";
  return pairs.map(([locale, slug]) => `$.${JSON.stringify(locale)} == ${JSON.stringify(slug)}`).join(" || ");
}

/** The rows that may be at `address` in some language: base slug or a translated one (see `postAtAddress`). */
const atAddress = (organizationId: string, address: string, path: string) =>
  and(eq(posts.organization_id, organizationId), or(eq(posts.slug, address), sql`${posts.slug_translation} @@ ${path}::jsonpath`));

const bySlug = (organizationId: string, slug: string) => and(eq(posts.organization_id, organizationId), eq(posts.slug, slug));

export async function findPostBySlug(organizationId: string, slug: string): Promise<Post | null> {
  const [row] = await (await db()).select().from(posts).where(bySlug(organizationId, slug));
  return row ?? null;
}

/** `findPostBySlug`, unexecuted, for a statement shared with other reads (decision 014). */
export const postBySlugRows = prepareRows((organizationId: string, slug: string) => queryBuilder.select().from(posts).where(bySlug(organizationId, slug)));

/**
 * The posts a visitor's address may name (decision 042), unexecuted: the one of that base slug and
 * those with it as their slug in one of the site's languages (`path`: `translatedSlugPath`). One
 * bounded read on two indexes, a few rows at most (slugs are unique per language); `postAtAddress`
 * picks.
 */
export const postByAddressRows = prepareRows((organizationId: string, address: string, path: string) =>
  queryBuilder.select().from(posts).where(atAddress(organizationId, address, path)).limit(12),
);

/**
 * Whether another post than `exceptId` (null: any) already uses one of `slugs` as its base slug or,
 * per `path` (`translatedSlugPath`), as its slug in a language: what keeps every address of every
 * language naming one post. Inside the save's transaction, after the organization's lock.
 */
export async function slugTakenElsewhere(organizationId: string, exceptId: string | null, slugs: readonly string[], path: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.organization_id, organizationId),
        exceptId ? sql`${posts.id} <> ${exceptId}` : undefined,
        or(slugs.length > 0 ? inArray(posts.slug, [...slugs]) : undefined, sql`${posts.slug_translation} @@ ${path}::jsonpath`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Pages: neither blog posts, help articles nor documentation chapters, which have addresses of their own. */
export const isPage = (post: Pick<Post, "display_as_blog_post" | "is_help_center" | "doc_set">) => !post.display_as_blog_post && !post.is_help_center && !post.doc_set;

/*
 * Who sees a row, written as the partial indexes' predicates (posts.schema.ts) and with no
 * parameter: "display_this_post = $2" would leave a prepared statement's generic plan unable to
 * prove that an index on "where display_this_post" covers it, and every read would scan all posts.
 */
const shown = sql`${posts.display_this_post}`;
const onBlog = sql`${posts.display_as_blog_post}`;
const inHelpCenter = sql`${posts.is_help_center}`;
const publishedPages = (organizationId: string) => and(eq(posts.organization_id, organizationId), shown, sql`not ${posts.display_as_blog_post}`, sql`not ${posts.is_help_center}`, isNull(posts.doc_set));

/**
 * How many shown rows a listing holds (no row when it never had one), unexecuted: one row of
 * post_listing_stats, kept by a trigger, so a count does not grow with the site.
 */
const listingCountRows = prepareRows((organizationId: string, listing: SitemapListing) =>
  queryBuilder
    .select({ total: sql<number>`${postListingStats.rows}`.as("total") })
    .from(postListingStats)
    .where(and(eq(postListingStats.organization_id, organizationId), eq(postListingStats.listing, listing))),
);

/** Pages visitors can open at /{slug} (shown; see `isPage`), in the site's order. */
export async function listPublishedPages(organizationId: string): Promise<{ slug: string; updated_at: Date }[]> {
  return (await db())
    .select({ slug: posts.slug, updated_at: posts.updated_at })
    .from(posts)
    .where(publishedPages(organizationId))
    .orderBy(asc(posts.order), asc(posts.slug));
}

const helpArticleSummary = (locale: string) => ({ slug: slugIn(locale), title: titleIn(locale), description: descriptionIn(locale), section_id: posts.section_id, subsection: posts.subsection, updated_at: posts.updated_at });
const publishedHelpArticles = (organizationId: string) => and(eq(posts.organization_id, organizationId), shown, inHelpCenter);
/** `slug`: the article's address in the list's language. */
export type HelpArticleSummary = { slug: string; title: string; description: string | null; section_id: string | null; subsection: string | null; updated_at: Date };

/** One page of the help articles visitors can read at /help-center/{slug}, in help_center_order: `limit` after the first `offset`, unexecuted. */
export const publishedHelpArticlePageRows = prepareRows((organizationId: string, limit: number, offset: number, locale: string) =>
  queryBuilder
    .select(helpArticleSummary(locale))
    .from(posts)
    .where(publishedHelpArticles(organizationId))
    .orderBy(asc(posts.help_center_order), asc(posts.title), asc(posts.slug))
    .limit(limit)
    .offset(offset),
);

/** How many help articles visitors can read (one row), unexecuted: what finds /help-center's last page. */
export const publishedHelpArticleCountRows = (organizationId: string) => listingCountRows(organizationId, "help");

export async function listPublishedHelpArticles(organizationId: string, locale: string): Promise<HelpArticleSummary[]> {
  return (await db()).select(helpArticleSummary(locale)).from(posts).where(publishedHelpArticles(organizationId)).orderBy(asc(posts.help_center_order), asc(posts.title), asc(posts.slug));
}

/** `slug`: the chapter's address in the list's language. */
export type ChapterSummary = { slug: string; title: string; doc_set: string; updated_at: Date };
const chapterSummary = (locale: string) => ({ slug: slugIn(locale), title: titleIn(locale), doc_set: posts.doc_set, updated_at: posts.updated_at });
const publishedChapters = (organizationId: string) => and(eq(posts.organization_id, organizationId), shown, isNotNull(posts.doc_set));

/** One page of a documentation set's shown chapters in doc_set_order: `limit` after the first `offset`, unexecuted. */
export const publishedChapterPageRows = prepareRows((organizationId: string, setSlug: string, limit: number, offset: number, locale: string) =>
  queryBuilder
    .select(chapterSummary(locale))
    .from(posts)
    .where(and(publishedChapters(organizationId), eq(posts.doc_set, setSlug)))
    .orderBy(asc(posts.doc_set_order), asc(posts.title), asc(posts.slug))
    .limit(limit)
    .offset(offset),
);

/**
 * How many shown chapters a set has, how many of them come before the chapter at `address` in
 * `locale` in doc_set_order and whether it is one of them (one row), unexecuted: where a chapter's
 * page of the contents is, counted in posts_chapters_idx without reading the chapters themselves.
 * The chapter is the one `postAtAddress` picks among `postByAddressRows` (`path` as there), in the
 * same order, so both reads of a chapter's page name the same post.
 */
export const chapterPlaceRows = prepareRows((organizationId: string, setSlug: string, address: string, locale: string, path: string) => {
  const chapter = sql`(select c.doc_set_order, c.title, c.slug from posts c where c.organization_id = ${organizationId} and (c.slug = ${address} or c.slug_translation @@ ${path}::jsonpath)
    order by coalesce(c.slug_translation ->> ${locale}::text = ${address}, false) desc, c.slug = ${address} desc, c.id limit 1)`;
  return queryBuilder
    .select({
      total: count().as("total"),
      before: sql<number>`count(*) filter (where (${posts.doc_set_order}, ${posts.title}, ${posts.slug}) < ${chapter})`.as("before"),
      present: sql<boolean>`coalesce(bool_or(${posts.slug} = (select slug from ${chapter} as chosen)), false)`.as("present"),
    })
    .from(posts)
    .where(and(publishedChapters(organizationId), eq(posts.doc_set, setSlug)));
});

/** How many shown chapters one set has (one row), unexecuted. */
export const chapterCountRows = prepareRows((organizationId: string, setSlug: string) =>
  queryBuilder
    .select({ total: count().as("total") })
    .from(posts)
    .where(and(publishedChapters(organizationId), eq(posts.doc_set, setSlug))),
);

/** How many shown chapters each set has (sets with none are absent), unexecuted: /docs shows the count, not the chapters. */
export const publishedChapterCountRows = prepareRows((organizationId: string) =>
  queryBuilder.select({ doc_set: posts.doc_set, chapters: count().as("chapters") }).from(posts).where(publishedChapters(organizationId)).groupBy(posts.doc_set),
);

/** Every documentation set, by title, unexecuted. */
export const documentSetListRows = prepareRows((organizationId: string) =>
  queryBuilder.select({ slug: documentSets.slug, title: documentSets.title }).from(documentSets).where(eq(documentSets.organization_id, organizationId)).orderBy(asc(documentSets.title), asc(documentSets.slug)),
);

/** Every shown chapter of every set (the sitemap lists them). */
export async function listPublishedChapters(organizationId: string, locale: string): Promise<ChapterSummary[]> {
  const rows = await (await db()).select(chapterSummary(locale)).from(posts).where(publishedChapters(organizationId)).orderBy(asc(posts.doc_set), asc(posts.doc_set_order), asc(posts.slug));
  return rows.map((row) => ({ ...row, doc_set: row.doc_set ?? "" }));
}

/** A documentation set by slug, unexecuted. */
export const documentSetRows = prepareRows((organizationId: string, slug: string) =>
  queryBuilder
    .select({ slug: documentSets.slug, title: documentSets.title, updated_at: documentSets.updated_at })
    .from(documentSets)
    .where(and(eq(documentSets.organization_id, organizationId), eq(documentSets.slug, slug))),
);

/** Blog posts visitors can read at /blog/{slug}, newest first: what /blog lists. */
const blogPostSummary = (locale: string) => ({
  slug: slugIn(locale),
  title: titleIn(locale),
  description: descriptionIn(locale),
  main_photo: posts.main_photo,
  author_name: posts.author_name,
  created_on: posts.created_on,
  updated_at: posts.updated_at,
});
const publishedBlogPosts = (organizationId: string) => and(eq(posts.organization_id, organizationId), shown, onBlog);

/**
 * One page of `listPublishedBlogPosts`: `limit` posts after the first `offset`, unexecuted, for a
 * statement shared with other reads (decision 014). The skipped posts are counted off in the blog
 * index (posts_blog_idx: organization, date, slug) alone, and only the page's own rows are read from
 * the table, so a deep page (/blog/page/834) does not read the thousands of posts before it.
 */
export const publishedBlogPageRows = prepareRows((organizationId: string, limit: number, offset: number, locale: string) => {
  const page = queryBuilder.select({ slug: posts.slug }).from(posts).where(publishedBlogPosts(organizationId)).orderBy(desc(posts.created_on), asc(posts.slug)).limit(limit).offset(offset).as("page");
  return queryBuilder
    .select(blogPostSummary(locale))
    .from(posts)
    .innerJoin(page, and(eq(posts.organization_id, organizationId), eq(posts.slug, page.slug)))
    .orderBy(desc(posts.created_on), asc(posts.slug));
});

/** How many posts `listPublishedBlogPosts` answers (one row), unexecuted: what finds the blog's last page. */
export const publishedBlogCountRows = (organizationId: string) => listingCountRows(organizationId, "posts");

export async function listPublishedBlogPosts(organizationId: string, locale: string) {
  return (await db()).select(blogPostSummary(locale)).from(posts).where(publishedBlogPosts(organizationId)).orderBy(desc(posts.created_on), asc(posts.slug));
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
  const alike = (column: SQL) => sql`(${column} = ${base} or ${column} like ${`${base}-%`})`;
  // Slugs in other languages count as taken too (decision 042): /es/blog/{slug} would name both.
  const rows = rowsOf<{ slug: string }>(
    await (await db()).execute(sql`
      select p.slug from ${posts} p where p.organization_id = ${organizationId} and ${alike(sql`p.slug`)}
      union all
      select t.value from ${posts} p, jsonb_each_text(p.slug_translation) t
      where p.organization_id = ${organizationId} and p.slug_translation <> '{}'::jsonb and ${alike(sql`t.value`)}`),
  );
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

/** The organization's document sets by title, `limit` from `offset` (the API pages them). */
export async function listDocumentSets(organizationId: string, { offset, limit }: { offset: number; limit: number }) {
  return (await db())
    .select({ slug: documentSets.slug, title: documentSets.title })
    .from(documentSets)
    .where(eq(documentSets.organization_id, organizationId))
    .orderBy(asc(documentSets.title), asc(documentSets.slug))
    .limit(limit)
    .offset(offset);
}

/** The document sets of these slugs, by title. */
export async function listDocumentSetsBySlug(organizationId: string, slugs: string[]) {
  if (slugs.length === 0) return [];
  return (await db())
    .select({ slug: documentSets.slug, title: documentSets.title })
    .from(documentSets)
    .where(and(eq(documentSets.organization_id, organizationId), inArray(documentSets.slug, slugs)))
    .orderBy(asc(documentSets.title), asc(documentSets.slug));
}

/** Document sets no post names (yet), by title, at most `limit`: the site map shows them on its first page. */
export async function listEmptyDocumentSets(organizationId: string, limit: number) {
  const named = (await db()).select({ slug: posts.doc_set }).from(posts).where(and(eq(posts.organization_id, organizationId), isNotNull(posts.doc_set)));
  return (await db())
    .select({ slug: documentSets.slug, title: documentSets.title })
    .from(documentSets)
    .where(and(eq(documentSets.organization_id, organizationId), notInArray(documentSets.slug, named)))
    .orderBy(asc(documentSets.title), asc(documentSets.slug))
    .limit(limit);
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

/**
 * The newest `limit` blog posts, published or not, with what Global Settings' blog tab edits (title,
 * shown, meta description): the tab is for quick fixes to recent posts, the site map finds any post
 * (as the consent records, the newest 100), so a 10,000-post blog is not sent whole.
 */
export async function listBlogPosts(organizationId: string, limit: number) {
  return (await db())
    .select({
      id: posts.id,
      title: posts.title,
      slug: posts.slug,
      display_this_post: posts.display_this_post,
      metadescription_for_page: posts.metadescription_for_page,
      created_on: posts.created_on,
      updated_at: posts.updated_at,
      version: posts.version,
    })
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), eq(posts.display_as_blog_post, true)))
    .orderBy(desc(posts.created_on), asc(posts.slug))
    .limit(limit);
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

/**
 * The organization's posts and pages with what the site map shows of them, `limit` from `offset`:
 * pages, posts and help articles by title first, then each set's chapters together in doc_set_order,
 * so a set's chapters run on in order from one page of the list to the next. With `contains`, only
 * those whose title or slug contains it, in any case.
 */
export async function listSiteEntries(organizationId: string, { offset, limit, contains }: { offset: number; limit: number; contains?: string }) {
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
    .where(and(eq(posts.organization_id, organizationId), contains ? or(ilike(posts.title, containing(contains)), ilike(posts.slug, containing(contains))) : undefined))
    .orderBy(sql`${posts.doc_set} asc nulls first`, asc(posts.doc_set_order), asc(posts.title), asc(posts.id))
    .limit(limit)
    .offset(offset);
}

export type PostRevision = typeof postRevisions.$inferSelect;

/** Keeps what `post` holds now as a revision, then drops all but its newest `keep`. */
export async function keepRevision(post: Post, keep: number): Promise<void> {
  const database = await db();
  const { organization_id, id: post_id, version, title, description, content, metadescription_for_page, type } = post;
  const { title_translation, description_translation, content_translation, metadescription_for_page_translation, slug_translation } = post;
  await database.insert(postRevisions).values({
    ...{ organization_id, post_id, version, title, description, content, metadescription_for_page, type },
    ...{ title_translation, description_translation, content_translation, metadescription_for_page_translation, slug_translation },
  });
  const newest = database.select({ id: postRevisions.id }).from(postRevisions).where(eq(postRevisions.post_id, post_id)).orderBy(desc(postRevisions.saved_at), desc(postRevisions.version)).limit(keep);
  await database.delete(postRevisions).where(and(eq(postRevisions.post_id, post_id), notInArray(postRevisions.id, newest)));
}

/** A post's revisions, newest first. */
export async function listRevisions(organizationId: string, postId: string): Promise<PostRevision[]> {
  return (await db())
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.organization_id, organizationId), eq(postRevisions.post_id, postId)))
    .orderBy(desc(postRevisions.saved_at), desc(postRevisions.version));
}

export async function findRevision(organizationId: string, postId: string, id: string): Promise<PostRevision | null> {
  const [revision] = await (await db())
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.organization_id, organizationId), eq(postRevisions.post_id, postId), eq(postRevisions.id, id)));
  return revision ?? null;
}

// --- Sitemaps and feeds (issue 31): reads bounded in SQL, whatever the number of posts. ---

/** The four lists of addresses the site's sitemaps hold, each of its own part of the posts table. */
export type SitemapListing = "pages" | "posts" | "help" | "docs";

/** The rows each listing holds: the same conditions as its page shows (`isPage`, `/blog`, `/help-center`, `/docs`). */
const sitemapListingRows = (organizationId: string, listing: SitemapListing) =>
  ({
    pages: publishedPages(organizationId),
    posts: publishedBlogPosts(organizationId),
    help: publishedHelpArticles(organizationId),
    docs: publishedChapters(organizationId),
  })[listing];

/**
 * Per listing, its shown rows and when it last changed (null: never had a row): what the sitemap
 * index needs to number the files and date them. Four rows of post_listing_stats, whatever the
 * size of the site.
 */
export async function sitemapListingSummaries(organizationId: string): Promise<Record<SitemapListing, { rows: number; lastModified: Date | null }>> {
  const stats = await (await db()).select().from(postListingStats).where(eq(postListingStats.organization_id, organizationId));
  const summary = (listing: SitemapListing) => {
    const row = stats.find((each) => each.listing === listing);
    return { rows: row?.rows ?? 0, lastModified: row && row.rows > 0 ? row.changed_at : null };
  };
  return { pages: summary("pages"), posts: summary("posts"), help: summary("help"), docs: summary("docs") };
}

/**
 * A listing's order in its sitemap files. Posts oldest first (as WordPress's sitemaps), so a new
 * post lands in the last file and the others stay as they were; read backwards along posts_blog_idx,
 * hence the slug descending among posts of the same date. The others, a few rows each on their
 * own partial index, by slug.
 */
const sitemapListingOrder = (listing: SitemapListing) => (listing === "posts" ? [asc(posts.created_on), desc(posts.slug)] : [asc(posts.slug)]);

/**
 * A listing's rows from `offset` in its sitemap order, at most `limit`: one sitemap file's share,
 * and only what its addresses need. The rows skipped are counted off in the index alone (a
 * deferred join, as the blog's pages), so the last file of 10,000 posts reads its own rows only.
 */
export async function sitemapListingRowsPage(organizationId: string, listing: SitemapListing, offset: number, limit: number): Promise<{ slug: string; slug_translation: Record<string, string>; doc_set: string | null; updated_at: Date }[]> {
  if (limit <= 0) return [];
  const database = await db();
  const share = database
    .select({ slug: posts.slug })
    .from(posts)
    .where(sitemapListingRows(organizationId, listing))
    .orderBy(...sitemapListingOrder(listing))
    .offset(offset)
    .limit(limit)
    .as("share");
  return database
    .select({ slug: posts.slug, slug_translation: posts.slug_translation, doc_set: posts.doc_set, updated_at: posts.updated_at })
    .from(posts)
    .innerJoin(share, and(eq(posts.organization_id, organizationId), eq(posts.slug, share.slug)))
    .orderBy(...sitemapListingOrder(listing));
}

/** When a listing last changed (null when it has no row): the lastmod of its landing page (/blog, /help-center). */
export async function sitemapListingLastModified(organizationId: string, listing: SitemapListing): Promise<Date | null> {
  return (await sitemapListingSummaries(organizationId))[listing].lastModified;
}

/** The documentation sets that have a shown chapter, each with its newest change: one row per set. */
export async function sitemapDocumentSets(organizationId: string): Promise<{ doc_set: string; lastModified: Date }[]> {
  const rows = await (await db())
    .select({ doc_set: posts.doc_set, lastModified: max(posts.updated_at) })
    .from(posts)
    .where(publishedChapters(organizationId))
    .groupBy(posts.doc_set)
    .orderBy(asc(posts.doc_set));
  return rows.map((row) => ({ doc_set: row.doc_set ?? "", lastModified: row.lastModified ?? new Date(0) }));
}

/** The newest `limit` published blog posts, as `listPublishedBlogPosts` orders them: what a feed holds. */
export async function listLatestBlogPosts(organizationId: string, limit: number, locale: string): Promise<BlogPostSummary[]> {
  return (await db()).select(blogPostSummary(locale)).from(posts).where(publishedBlogPosts(organizationId)).orderBy(desc(posts.created_on), asc(posts.slug)).limit(limit);
}

/**
 * Shown posts' texts that carry translations, for Global Settings' coverage of each language. The
 * content counts when it holds more than an empty paragraph, judged by its stored size (no read of
 * the text itself).
 */
export const postTranslationSources = (organizationId: string): TranslatedSource[] => [
  {
    kind: "post",
    table: posts,
    where: and(eq(posts.organization_id, organizationId), shown)!,
    label: posts.title,
    path: sql`case when ${posts.display_as_blog_post} then '/blog/' || ${posts.slug} when ${posts.is_help_center} then '/help-center/' || ${posts.slug}
      when ${posts.doc_set} is not null then '/docs/' || ${posts.doc_set} || '/' || ${posts.slug} else '/' || ${posts.slug} end`,
    texts: [
      [posts.title, posts.title_translation],
      [posts.description, posts.description_translation],
      [sql`case when octet_length(${posts.content}) > 7 then 'content' end`, posts.content_translation],
      [posts.metadescription_for_page, posts.metadescription_for_page_translation],
    ],
  },
];
