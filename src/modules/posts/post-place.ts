import { translated } from "@/lib/translate";

type Placed = { slug: string; doc_set: string | null; is_help_center: boolean; display_as_blog_post: boolean; slug_translation?: Record<string, string> };

/**
 * A post's slug in `locale` (decision 042, Webflow's localized slugs): its non-blank translated
 * slug, else the base one, as every other translated field. Pages keep one address in every
 * language: their sections hang on the path (`url_page`).
 */
export function slugIn(post: Placed, locale: string | undefined): string {
  if (locale === undefined || (!post.display_as_blog_post && !post.is_help_center && !post.doc_set)) return post.slug;
  return translated(post.slug, post.slug_translation, locale);
}

/**
 * Where visitors read a post (decision 022): a chapter, a help article, a blog post or a page; its
 * path in `locale` when given (without the language prefix, which `link` adds).
 */
export function placeOf(post: Placed, locale?: string) {
  const slug = slugIn(post, locale);
  if (post.doc_set) return { kind: "doc" as const, path: `/docs/${post.doc_set}/${slug}` };
  if (post.is_help_center) return { kind: "help" as const, path: `/help-center/${slug}` };
  if (post.display_as_blog_post) return { kind: "post" as const, path: `/blog/${slug}` };
  return { kind: "page" as const, path: `/${slug}` };
}

/**
 * The post a path's last segment names in `locale`, among the rows found by `postByAddressRows`:
 * the one whose slug in that language it is, else the one whose base slug it is, else one whose
 * slug in another language it is (the page then redirects to the post's address in `locale`).
 */
export function postAtAddress<P extends { id: string; slug: string; slug_translation: Record<string, string> }>(rows: readonly P[], address: string, locale: string): P | null {
  return (
    rows.find((row) => row.slug_translation[locale] === address) ??
    rows.find((row) => row.slug === address) ??
    [...rows].sort((a, b) => (a.id < b.id ? -1 : 1)).find((row) => Object.values(row.slug_translation).includes(address)) ??
    null
  );
}
