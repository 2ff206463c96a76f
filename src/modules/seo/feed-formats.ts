export type FeedFormat = "rss" | "atom";

/** Where a language's feeds are, and the content type each is served with. */
export const feedFormats = {
  rss: { path: "/blog/rss.xml", contentType: "application/rss+xml" },
  atom: { path: "/blog/atom.xml", contentType: "application/atom+xml" },
} as const satisfies Record<FeedFormat, { path: string; contentType: string }>;
