import { Feed } from "feed";
import { feedFormats, type FeedFormat } from "./feed-formats";
import type { SeoSite } from "./page-metadata";
import { absoluteUrl, canonicalUrl } from "./site-urls";

export interface FeedPost {
  slug: string;
  title: string;
  description: string | null;
  main_photo: string | null;
  author_name: string | null;
  created_on: Date;
  updated_at: Date;
}

export interface BlogFeedInput {
  site: SeoSite;
  /** The blog's title as its page shows it, with the site's name ("Blog | Acme"). */
  title: string;
  description: string;
  /** Published blog posts, newest first. */
  posts: readonly FeedPost[];
}

/**
 * The blog of one language as RSS 2.0 or Atom 1.0 (the `feed` library writes and escapes the XML).
 * Links are the posts' canonical URLs in that language; an entry carries the post's description,
 * not its body, so a reader opens the page (which is where consent, menus and updates live).
 */
export function blogFeed({ site, title, description, posts }: BlogFeedInput, format: FeedFormat): string {
  const url = (path: string) => canonicalUrl(site.origin, path, site.locale, site.defaultLocale);
  const newest = posts.reduce<Date | undefined>((latest, post) => (!latest || post.updated_at > latest ? post.updated_at : latest), undefined);
  const feed = new Feed({
    id: url("/blog"),
    link: url("/blog"),
    title,
    description,
    language: site.locale,
    updated: newest ?? new Date(0),
    generator: "Atrium",
    image: absoluteUrl(site.origin, site.logo) ?? undefined,
    copyright: site.siteName,
    feedLinks: { rss: url(feedFormats.rss.path), atom: url(feedFormats.atom.path) },
  });
  for (const post of posts) {
    const link = url(`/blog/${post.slug}`);
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.description ?? undefined,
      date: post.updated_at,
      published: post.created_on,
      author: post.author_name ? [{ name: post.author_name }] : undefined,
      image: absoluteUrl(site.origin, post.main_photo) ?? undefined,
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
