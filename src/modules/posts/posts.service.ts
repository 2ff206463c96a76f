import { isUuid } from "@/lib/json";
import { knownLocales } from "@/lib/locales";
import { slugify, slugPattern } from "@/lib/slug";
import { translated } from "@/lib/translate";
import { homePage } from "@/lib/url-page";
import { withOrganizationLock } from "@/modules/organizations/organizations.service";
import { findProfile } from "@/modules/profiles/profiles.service";
import { uploadedImageRowsNamedIn, uploadedImagesFrom, uploadedImagesNamedIn } from "@/modules/media/media.service";
import { getSectionOrThrow, sectionTitleRows } from "@/modules/sections/sections.service";
import { readAsOne } from "@/server/db/one-statement";
import { invalidate, organizationTag, postTag } from "@/server/cache";
import { encodeCursor, pageOfRows, type PageRequest } from "@/lib/cursor-paging";
import { AppError, notFound, versionConflict } from "@/server/http/errors";
import { sanitizePostContent } from "./post-content";
import { pageCount } from "@/lib/page-numbers";
import { blogPageSize, chapterPageSize, helpCenterPageSize, lastPage, searchPageSize } from "./paging";
import { postInLanguage } from "./post-language";
import { placeOf, postAtAddress, slugIn } from "./post-place";
import { exactTerms, plainText, searchWords, shortestCorrectedWord, snippetParts, typoTerms } from "./post-search";
import * as repository from "./posts.repository";
import { siteLanguages } from "./site-languages";
import * as siteSearch from "./site-search.repository";
import { postMessages, reservedSlugs, settingsBlogPostLimit, slugMaxLength, updatePostBody, type CreatePageInput, type UpdatePostInput } from "./posts.validation";

type CreatePostInput = UpdatePostInput & { title: string };

/** The update matched no row at the version read a moment ago (within the transaction, rolled back). */
class StaleVersion extends Error {}

function assertNotReserved(slug: string) {
  if (reservedSlugs.has(slug)) throw new AppError({ code: "bad_request", message: postMessages.slugReserved });
}

async function assertSlugFree(organizationId: string, slug: string, message: string) {
  assertNotReserved(slug);
  // Another post's slug, or its slug in some language (/es/blog/{slug} would name both).
  if (await addressTaken(organizationId, null, { slug })) throw new AppError({ code: "conflict", message });
}

/**
 * Whether one of a post's addresses would name another post too (decision 042): its base slug,
 * that post's base slug or its slug in any language; a slug in a language, another post's base
 * slug or its slug in that same language. `exceptId`: the post being saved.
 */
function addressTaken(organizationId: string, exceptId: string | null, { slug, translations = {} }: { slug?: string; translations?: Record<string, string> }) {
  const pairs = [...(slug ? knownLocales.map((locale) => [locale, slug] as const) : []), ...Object.entries(translations)];
  const slugs = [...(slug ? [slug] : []), ...Object.values(translations)];
  if (slugs.length === 0) return Promise.resolve(false);
  return repository.slugTakenElsewhere(organizationId, exceptId, slugs, repository.translatedSlugPath(pairs));
}

/** The post's slugs in other languages must be free as its slug is, and not reserved (same message). */
async function assertTranslatedSlugsFree(organizationId: string, exceptId: string | null, translations: Record<string, string> | undefined) {
  if (!translations) return;
  Object.values(translations).forEach(assertNotReserved);
  if (await addressTaken(organizationId, exceptId, { translations })) throw new AppError({ code: "conflict", message: postMessages.postSlugTaken });
}

/** A free slug made from the title: "my-post", else "my-post-2", "my-post-3", ... (free of other posts' slugs in other languages too: one read). */
async function uniqueSlugFrom(organizationId: string, title: string): Promise<string> {
  const base = slugify(title).slice(0, slugMaxLength - 6).replace(/-+$/, "") || "post";
  const taken = new Set(await repository.listSlugsLike(organizationId, base));
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!taken.has(candidate) && !reservedSlugs.has(candidate)) return candidate;
  }
}

/**
 * The document set a post names (000 §5 "Post"): an existing set by slug, or a new one made from
 * doc_set_title (its slug the title lowercased and hyphenated); "" or null means none.
 */
async function resolveDocumentSet(organizationId: string, config: UpdatePostInput["organization_config"]) {
  if (!config || (config.doc_set === undefined && config.doc_set_title === undefined)) return {};
  const chosen = config.doc_set || null;
  const title = config.doc_set_title || null;
  const existing = chosen ? await repository.findDocumentSet(organizationId, chosen) : null;
  if (existing) return { doc_set: existing.slug, doc_set_title: existing.title };
  if (!title) {
    if (chosen) throw notFound(postMessages.documentSetNotFound);
    return { doc_set: null, doc_set_title: null };
  }
  const slug = slugify(title).slice(0, slugMaxLength);
  if (!slug) throw new AppError({ code: "bad_request", message: "A document set's title needs letters or numbers" });
  const set = (await repository.findDocumentSet(organizationId, slug)) ?? (await repository.insertDocumentSet(organizationId, { slug, title }));
  return { doc_set: set.slug, doc_set_title: set.title };
}

/** The rows a post names by id (its help-center section, its author) must be this organization's, or they are "not found". */
async function assertReferencesOwned(organizationId: string, input: UpdatePostInput) {
  const sectionId = input.organization_config?.section_id;
  if (sectionId) await getSectionOrThrow(organizationId, sectionId);
  const authorId = input.author_config?.author_id;
  if (authorId && !(await findProfile(organizationId, authorId))) throw notFound(postMessages.authorNotFound);
}

/** Content in other languages, sanitized for the post's type as its content is. */
const sanitizeContentTranslations = (translations: Record<string, string>, type: string) =>
  Object.fromEntries(Object.entries(translations).map(([locale, html]) => [locale, sanitizePostContent(html, type)]));

/** The post's columns from the grouped configuration the API takes (000 §3 "Post"). */
function toColumns(input: UpdatePostInput) {
  const { display_config, organization_config, author_config, media_config, created_on, slug: _slug, content: _content, content_translation: _translated, ...fields } = input;
  const { doc_set: _set, doc_set_title: _setTitle, ...placement } = organization_config ?? {};
  return {
    ...fields,
    ...display_config,
    ...placement,
    ...author_config,
    ...media_config,
    ...(created_on === undefined ? {} : { created_on: new Date(created_on) }),
  };
}

export async function getPostOrThrow(organizationId: string, slug: string) {
  const post = await repository.findPostBySlug(organizationId, slug);
  if (!post) throw notFound("Post not found");
  return post;
}

/** Updates a post found by id (Global Settings' blog tab edits posts by id). */
export async function updatePostById(organizationId: string, id: string, input: UpdatePostInput) {
  const post = await repository.findPostById(organizationId, id);
  if (!post) throw notFound("Post not found");
  return updatePost(organizationId, post.slug, input);
}

/** A post visitors may read: shown (display_this_post), else "not found". */
export async function getPublishedPostOrThrow(organizationId: string, slug: string) {
  const post = await getPostOrThrow(organizationId, slug);
  if (!post.display_this_post) throw notFound("Post not found");
  return post;
}

/** A page made through Create Page that visitors may see, in `locale` (the route answers 404 for null). */
export async function findPublishedPage(organizationId: string, slug: string, locale: string) {
  const post = await repository.findPostBySlug(organizationId, slug);
  return post && post.display_this_post && repository.isPage(post) ? postInLanguage(post, locale) : null;
}

/** Every page `findPublishedPage` would find (the sitemap lists them). */
export const listPublishedPages = repository.listPublishedPages;

/** A blog post visitors may read at /blog/{slug}, or null (the route then answers 404). */
export async function findPublishedBlogPost(organizationId: string, slug: string) {
  const post = await repository.findPostBySlug(organizationId, slug);
  return post && post.display_this_post && post.display_as_blog_post ? post : null;
}

/** The uploaded images a post shows (its photo, the images in its content), for their `srcset` (decision 020). */
const imagesOfPost = (organizationId: string, post: { main_photo: string | null; content: string | null }) => uploadedImagesNamedIn(organizationId, [post.main_photo, post.content]);

/**
 * The site's languages as a lookup by address needs them: `translatedSlugPath` of `address` in
 * each (a slug that no translated slug could be is looked for as a base slug only).
 */
const addressPath = (address: string, locales: readonly string[]) => repository.translatedSlugPath(slugPattern.test(address) ? locales.map((locale) => [locale, address] as const) : []);

/**
 * A shown post at `address` in `locale` (its slug in that language, its base slug or its slug in
 * another of `locales`: decision 042), in `locale`, with the uploaded images it shows there
 * (decision 020) and `canonical`, its slug in `locale`: a page at another address redirects there.
 * Null when there is none or `kind` refuses it.
 */
async function findReadablePostWithImages(organizationId: string, address: string, locale: string, locales: readonly string[], kind: (post: repository.Post) => boolean) {
  const found = postAtAddress((await readAsOne({ posts: repository.postByAddressRows(organizationId, address, addressPath(address, locales)) })).posts, address, locale);
  if (!found?.display_this_post || !kind(found)) return null;
  const post = postInLanguage(found, locale);
  return { post, canonical: slugIn(found, locale), images: await imagesOfPost(organizationId, post) };
}

/** A published blog post at `address` in `locale` and the uploaded images it shows (decision 020); null when there is none. */
export const findPublishedBlogPostWithImages = (organizationId: string, address: string, locale: string, locales: readonly string[] = [locale]) =>
  findReadablePostWithImages(organizationId, address, locale, locales, (post) => post.display_as_blog_post);

/**
 * Page `page` of the blog (issue 31): its posts, newest first, how many there are in all and the
 * uploaded images its cards show (their `srcset`, decision 020); null past the last page (404).
 * Bounded by the page: the posts and the count in one statement, then the images the cards name
 * (a second one, only when a card has an uploaded photo), never every post or every upload.
 */
export async function findPublishedBlogPage(organizationId: string, page: number, locale: string) {
  const rows = await readAsOne({
    posts: repository.publishedBlogPageRows(organizationId, blogPageSize, (page - 1) * blogPageSize, locale),
    count: repository.publishedBlogCountRows(organizationId),
  });
  const total = Number(rows.count[0]?.total ?? 0);
  if (page > lastPage(total)) return null;
  const images = await uploadedImagesNamedIn(organizationId, rows.posts.map((post) => post.main_photo));
  return { posts: rows.posts, total, page, lastPage: lastPage(total), images };
}

/** Every post `findPublishedBlogPost` would find, newest first (/blog and the sitemap list them). */
export const listPublishedBlogPosts = repository.listPublishedBlogPosts;

/**
 * Page `page` of /help-center (issue 31): its shown help articles in help_center_order, how many
 * there are in all and the titles of the sections they are grouped under, in one statement; null
 * past the last page (404).
 */
export async function findHelpCenterPage(organizationId: string, page: number, locale: string) {
  const rows = await readAsOne({
    articles: repository.publishedHelpArticlePageRows(organizationId, helpCenterPageSize, (page - 1) * helpCenterPageSize, locale),
    count: repository.publishedHelpArticleCountRows(organizationId),
    sections: sectionTitleRows(organizationId),
  });
  const last = pageCount(Number(rows.count[0]?.total ?? 0), helpCenterPageSize);
  return page > last ? null : { articles: rows.articles, sections: rows.sections, page, lastPage: last };
}

/** A help article visitors may read at /help-center/{address}, in `locale`, and the uploaded images it shows (decision 020); null when there is none. */
export const findPublishedHelpArticleWithImages = (organizationId: string, address: string, locale: string, locales: readonly string[] = [locale]) =>
  findReadablePostWithImages(organizationId, address, locale, locales, (post) => post.is_help_center);

/** Chapters as the contents, the sidebar and the pager show them: with their number in the set, from 1, when `offset` come before them. */
const numbered = <Row extends { slug: string; title: string }>(rows: Row[], offset: number) => rows.map((row, index) => ({ ...row, number: offset + index + 1 }));

/**
 * Page `page` of a documentation set's contents (/docs/{set}, /docs/{set}/page/{n}): its chapters
 * in doc_set_order, numbered, and the set's last page, in one statement. Null when the set does not
 * exist or the page is past the last (a set with no shown chapter still has its first page).
 */
export async function findDocumentSetContents(organizationId: string, setSlug: string, page: number, locale: string) {
  const offset = (page - 1) * chapterPageSize;
  const rows = await readAsOne({
    set: repository.documentSetRows(organizationId, setSlug),
    chapters: repository.publishedChapterPageRows(organizationId, setSlug, chapterPageSize, offset, locale),
    count: repository.chapterCountRows(organizationId, setSlug),
  });
  const [set] = rows.set;
  const last = pageCount(Number(rows.count[0]?.total ?? 0), chapterPageSize);
  if (!set || page > last) return null;
  return { set, chapters: numbered(rows.chapters, offset), page, lastPage: last };
}

/**
 * A chapter at /docs/{set}/{address} (its slug in `locale`, its base slug or its slug in another
 * of `locales`: decision 042) with the uploaded images (decision 020), the chapters of its page of
 * the contents (the sidebar) and the ones before and after it (the pager), and `canonical`, its
 * slug in `locale`. Two statements bounded by that page: where the chapter stands, then the page
 * with a neighbour on each side. Null when the set does not exist or the chapter is not one of its
 * shown chapters.
 */
export async function findDocumentSetChapter(organizationId: string, setSlug: string, address: string, locale: string, locales: readonly string[] = [locale]) {
  const path = addressPath(address, locales);
  const rows = await readAsOne({
    set: repository.documentSetRows(organizationId, setSlug),
    place: repository.chapterPlaceRows(organizationId, setSlug, address, locale, path),
    posts: repository.postByAddressRows(organizationId, address, path),
  });
  const [set] = rows.set;
  const [place] = rows.place;
  const found = postAtAddress(rows.posts, address, locale);
  if (!set || !place?.present || !found) return null;
  const chapter = postInLanguage(found, locale);
  const before = Number(place.before);
  const page = Math.floor(before / chapterPageSize) + 1;
  const pageStart = (page - 1) * chapterPageSize;
  // One more on each side of the page: the pager's previous and next may be on the pages around it.
  const windowStart = Math.max(0, pageStart - 1);
  const around = await readAsOne({
    chapters: repository.publishedChapterPageRows(organizationId, setSlug, chapterPageSize + 2, windowStart, locale),
    images: uploadedImageRowsNamedIn(organizationId, [chapter.main_photo, chapter.content]),
  });
  const window = numbered(around.chapters, windowStart);
  const at = (number: number) => window.find((entry) => entry.number === number) ?? null;
  return {
    set,
    chapter,
    canonical: slugIn(found, locale),
    number: before + 1,
    chapters: window.filter((entry) => entry.number > pageStart && entry.number <= pageStart + chapterPageSize),
    previous: at(before),
    next: at(before + 2),
    page,
    lastPage: pageCount(Number(place.total), chapterPageSize),
    total: Number(place.total),
    images: uploadedImagesFrom(around.images),
  };
}

/** /docs: the documentation sets that have a shown chapter, by title, each with how many; one statement. */
export async function loadDocumentation(organizationId: string) {
  // A count per set rather than every chapter of every set (issue 31): the index shows how many.
  const rows = await readAsOne({ sets: repository.documentSetListRows(organizationId), counts: repository.publishedChapterCountRows(organizationId) });
  const counts = new Map(rows.counts.map((row) => [row.doc_set, Number(row.chapters)]));
  return rows.sets.map((set) => ({ ...set, chapterCount: counts.get(set.slug) ?? 0 })).filter((set) => set.chapterCount > 0);
}

/** Every help article and chapter visitors may read (the sitemap lists them). */
export const { listPublishedHelpArticles, listPublishedChapters } = repository;

/**
 * Creates a page from the Create Page modal (000 §5 "Page creation"): a post with no content,
 * shown, not a blog post, ordered after every other post. The organization lock makes the slug
 * check and "highest order + 1" safe against a concurrent create.
 */
export async function createPage(organizationId: string, input: CreatePageInput) {
  const page = await withOrganizationLock(organizationId, async () => {
    await assertSlugFree(organizationId, input.slug, postMessages.pageSlugTaken);
    const order = ((await repository.highestPostOrder(organizationId)) ?? 0) + 1;
    const description = input.description || null;
    return repository.insertPost(
      organizationId,
      { title: input.title, slug: input.slug, description, metadescription_for_page: description, content: null, order, display_this_post: true, display_as_blog_post: false, section_id: null },
      postMessages.pageSlugTaken,
    );
  });
  invalidate(organizationTag(organizationId), postTag(organizationId, page.slug));
  return page;
}

export async function createPost(organizationId: string, input: CreatePostInput) {
  const post = await withOrganizationLock(organizationId, async () => {
    if (input.slug) await assertSlugFree(organizationId, input.slug, postMessages.postSlugTaken);
    await assertTranslatedSlugsFree(organizationId, null, input.slug_translation);
    await assertReferencesOwned(organizationId, input);
    const slug = input.slug || (await uniqueSlugFrom(organizationId, input.title));
    const type = input.display_config?.type ?? "default";
    const content = input.content ? sanitizePostContent(input.content, type) : null;
    const content_translation = sanitizeContentTranslations(input.content_translation ?? {}, type);
    const documentSet = await resolveDocumentSet(organizationId, input.organization_config);
    return repository.insertPost(organizationId, { ...toColumns(input), ...documentSet, title: input.title, slug, content, content_translation }, postMessages.postSlugTaken);
  });
  invalidate(organizationTag(organizationId), postTag(organizationId, post.slug));
  return post;
}

/**
 * Updates the fields sent; content is sanitized again for the post's type (landing keeps more HTML).
 * With `version` the save happens only if the post is still at that version, else 409 with the
 * post as it is (decision 017).
 */
export async function updatePost(organizationId: string, slug: string, input: UpdatePostInput, version?: number) {
  const { before, after } = await withOrganizationLock(organizationId, async () => {
    const post = await getPostOrThrow(organizationId, slug);
    if (version !== undefined && version !== post.version) throw versionConflict(post);
    if (input.slug && input.slug !== post.slug) await assertSlugFree(organizationId, input.slug, postMessages.postSlugTaken);
    await assertTranslatedSlugsFree(organizationId, post.id, input.slug_translation);
    await assertReferencesOwned(organizationId, input);
    const type = input.display_config?.type ?? post.type;
    const content = input.content === undefined ? post.content : input.content;
    const changes = {
      ...toColumns(input),
      ...(await resolveDocumentSet(organizationId, input.organization_config)),
      ...(input.slug ? { slug: input.slug } : {}),
      ...(input.content !== undefined || type !== post.type ? { content: content ? sanitizePostContent(content, type) : null } : {}),
      ...(input.content_translation !== undefined || type !== post.type ? { content_translation: sanitizeContentTranslations(input.content_translation ?? post.content_translation, type) } : {}),
    };
    await repository.keepRevision(post, revisionsKept);
    const updated = await repository.updatePost(organizationId, post.id, changes, postMessages.postSlugTaken, version);
    if (!updated) throw new StaleVersion();
    return { before: post, after: updated };
  }).catch(async (error: unknown) => {
    // Saved by someone else between the read and the update: answer with the post as it is now.
    if (error instanceof StaleVersion) throw versionConflict(await getPostOrThrow(organizationId, slug));
    throw error;
  });
  invalidate(organizationTag(organizationId), postTag(organizationId, before.slug), postTag(organizationId, after.slug));
  return after;
}

/** How many earlier states of a post are kept (issue 13). */
export const revisionsKept = 10;

/** A post's last saved states, newest first: each one what the post held before a save. */
export async function listPostRevisions(organizationId: string, slug: string) {
  const post = await getPostOrThrow(organizationId, slug);
  return (await repository.listRevisions(organizationId, post.id)).map(({ organization_id: _owner, post_id: _post, ...revision }) => revision);
}

/**
 * Puts a revision's words and type back, as a save like any other: with `version`, only if nobody
 * saved since; the state it replaces becomes a revision itself, so a restore can be undone.
 */
export async function restorePostRevision(organizationId: string, slug: string, revisionId: string, version?: number) {
  const post = await getPostOrThrow(organizationId, slug);
  const revision = isUuid(revisionId) ? await repository.findRevision(organizationId, post.id, revisionId) : null;
  if (!revision) throw notFound("Revision not found");
  const { title, description, content, metadescription_for_page, type } = revision;
  const { title_translation, description_translation, content_translation, metadescription_for_page_translation, slug_translation } = revision;
  const input = updatePostBody.parse({
    ...{ title, description, content, metadescription_for_page, display_config: { type } },
    ...{ title_translation, description_translation, content_translation, metadescription_for_page_translation, slug_translation },
  });
  return updatePost(organizationId, slug, input, version);
}

/**
 * One page of the site's structure for the Site Map (spec 000 §2; paged for issue 31): pages, blog
 * posts, help articles and the documentation sets with their chapters in order, each with whether
 * visitors see it. A page holds `limit` posts; its `document_sets` are the sets its chapters belong
 * to, and on the first page also the sets that have no chapter yet. A client merges the pages:
 * a set's chapters continue on the next page in order.
 */
export async function siteStructure(organizationId: string, request: PageRequest, contains?: string) {
  const { items: entries, next_cursor } = pageOfRows(await repository.listSiteEntries(organizationId, { offset: request.offset, limit: request.limit + 1, contains }), request);
  const named = [...new Set(entries.flatMap((post) => (post.doc_set ? [post.doc_set] : [])))];
  // Sets without chapters come with the first page of the whole tree, not with a search's.
  const withEmpty = request.offset === 0 && !contains;
  const [sets, empty] = await Promise.all([repository.listDocumentSetsBySlug(organizationId, named), withEmpty ? repository.listEmptyDocumentSets(organizationId, request.limit) : []]);
  const entry = ({ id, title, slug, published }: (typeof entries)[number]) => ({ id, title, slug, published });
  const byTitle = (a: { title: string; slug: string }, b: { title: string; slug: string }) => (a.title === b.title ? (a.slug < b.slug ? -1 : 1) : a.title < b.title ? -1 : 1);
  return {
    pages: entries.filter((post) => !post.blog && !post.help_center && !post.doc_set).map(entry),
    posts: entries.filter((post) => post.blog).map(entry),
    help_articles: entries.filter((post) => post.help_center).map(entry),
    document_sets: [...sets, ...empty].sort(byTitle).map((set) => ({
      slug: set.slug,
      title: set.title,
      chapters: entries.filter((post) => post.doc_set === set.slug).map(entry),
    })),
    next_cursor,
  };
}

/** One page of the organization's document sets, by title (the post editor's choice of set). */
export async function listDocumentSets(organizationId: string, request: PageRequest) {
  return pageOfRows(await repository.listDocumentSets(organizationId, { offset: request.offset, limit: request.limit + 1 }), request);
}

/** The newest blog posts, drafts included (Global Settings). */
export function listBlogPosts(organizationId: string) {
  return repository.listBlogPosts(organizationId, settingsBlogPostLimit);
}

/** The posts and pages showing a stored file (main photo or content), for the media library's "used by". */
export async function findMediaReferences(organizationId: string, urlStem: string) {
  return (await repository.listPostsWithMedia(organizationId, urlStem)).map(({ id, title, slug, display_as_blog_post }) => ({
    kind: "post" as const,
    id,
    title,
    url_page: display_as_blog_post ? `/blog/${slug}` : `/${slug}`,
  }));
}

/**
 * One page of the shown posts, help articles, chapters and page sections matching the words of
 * `text`, best first and those in the visitor's language (`locale`) before others, each with its
 * address and a marked snippet; how many matched and the next page's cursor. When nothing matches,
 * the search runs once more with each word's one-typo corrections from the site's own words
 * (decision 022), so "certified translaton" finds "How long does a certified translation take?".
 */
export async function searchPostsPage(organizationId: string, text: string, request: PageRequest = { offset: 0, limit: searchPageSize }, locale?: string) {
  const words = searchWords(text);
  if (words.length === 0) return { results: [], total: 0, next_cursor: null };
  const languages = await siteLanguages(organizationId);
  const site = { visitor: locale ?? languages[0] ?? "en", languages };
  let found = await siteSearch.searchSite(organizationId, site, exactTerms(words), request);
  let marked = words;
  if (found.total === 0) {
    const correctable = words.filter((word) => [...word].length >= shortestCorrectedWord);
    const corrected = typoTerms(words, await siteSearch.similarWords(organizationId, correctable));
    if (corrected) {
      found = await siteSearch.searchSite(organizationId, site, corrected.terms, request);
      marked = [...words, ...corrected.corrections];
    }
  }
  const { rows, total } = found;
  const results = rows.map((row) =>
    row.source === "section"
      ? { kind: "page" as const, title: plainText(row.title) || plainText(row.body).slice(0, 80), path: row.url_page === homePage ? "/" : row.url_page, snippet: snippetParts(plainText(row.body) || plainText(row.title), marked) }
      : postResult(row, site.visitor, marked),
  );
  return { results, total, next_cursor: request.offset + request.limit < total ? encodeCursor(request.offset + request.limit) : null };
}

/** A post found by search as the visitor reads it: in their language where it has a translation (the page it links to shows the same). */
function postResult(row: siteSearch.SiteSearchRow & { source: "post" }, locale: string, marked: string[]) {
  const title = translated(row.title, row.title_translation, locale);
  const text = plainText(translated(row.content, row.content_translation, locale)) || translated(row.description, row.description_translation, locale) || title;
  return { title, ...placeOf(row, locale), snippet: snippetParts(text, marked) };
}

/** The first page of `searchPostsPage`'s results alone (scripts/bench/search.ts times it). */
export async function searchPosts(organizationId: string, text: string, locale?: string) {
  return (await searchPostsPage(organizationId, text, undefined, locale)).results;
}

// --- Sitemaps and feeds (issue 31): reads bounded in SQL, whatever the number of posts. ---

export type { SitemapListing } from "./posts.repository";
export const { sitemapListingSummaries, sitemapListingRowsPage, sitemapListingLastModified, sitemapDocumentSets, listLatestBlogPosts } = repository;

/** Its texts that carry translations (Global Settings shows how much of each language they cover). */
export { postTranslationSources } from "./posts.repository";

/** Where visitors read a post (its kind and address, in a language), for the modules that cite posts. */
export { placeOf, slugIn } from "./post-place";
