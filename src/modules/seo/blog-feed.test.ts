import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { blogFeed, type BlogFeedInput } from "./blog-feed";

const site = { origin: "https://acme.com", siteName: "Acme & Co", logo: "/demo/logo.svg", locale: "es", defaultLocale: "en", locales: ["en", "es"] } as const;
const input: BlogFeedInput = {
  site: { ...site, locales: [...site.locales] },
  title: "Noticias | Acme & Co",
  description: "Noticias, guías y respuestas de nuestro equipo.",
  posts: [
    {
      slug: "pets",
      title: "Moving abroad with pets <script>alert(1)</script>",
      description: "A checklist & a timeline",
      main_photo: "/api/media/files/pets.jpg",
      author_name: "Daniel Mensah",
      created_on: new Date("2026-11-01T09:00:00Z"),
      updated_at: new Date("2026-11-03T10:00:00Z"),
    },
    { slug: "bank", title: "Opening a bank account", description: null, main_photo: null, author_name: null, created_on: new Date("2026-10-01T09:00:00Z"), updated_at: new Date("2026-10-01T09:00:00Z") },
  ],
};

// A feed library reads what Atrium writes, as a feed reader would.
const parser = new Parser();

describe("blogFeed", () => {
  it("writes RSS 2.0 that a feed parser reads: the blog in the page's language, its posts newest first with their canonical links and dates", async () => {
    const xml = blogFeed(input, "rss");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe("Noticias | Acme & Co");
    expect(feed.link).toBe("https://acme.com/es/blog");
    expect(feed.language).toBe("es");
    expect(feed.items.map((item) => [item.title, item.link])).toEqual([
      ["Moving abroad with pets <script>alert(1)</script>", "https://acme.com/es/blog/pets"],
      ["Opening a bank account", "https://acme.com/es/blog/bank"],
    ]);
    expect(feed.items[0]).toMatchObject({ guid: "https://acme.com/es/blog/pets", contentSnippet: "A checklist & a timeline", isoDate: "2026-11-01T09:00:00.000Z" });
    expect(feed.items[0]!.enclosure?.url).toBe("https://acme.com/api/media/files/pets.jpg");
    // The title's markup stays text (the parser read it back as the title, not as an element).
  });

  it("writes Atom 1.0 that a feed parser reads, with authors, the newest update as the feed's and a self link", async () => {
    const xml = blogFeed(input, "atom");
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe("Noticias | Acme & Co");
    expect(feed.items.map((item) => item.link)).toEqual(["https://acme.com/es/blog/pets", "https://acme.com/es/blog/bank"]);
    expect(feed.items[0]).toMatchObject({ id: "https://acme.com/es/blog/pets", author: "Daniel Mensah", isoDate: "2026-11-01T09:00:00.000Z" });
    // The feed's and the entry's last update: the post's; its publication: when it was written.
    expect(xml.match(/<updated>2026-11-03T10:00:00.000Z<\/updated>/g)).toHaveLength(2);
    expect(xml).toContain("<published>2026-11-01T09:00:00.000Z</published>");
    expect(xml).toContain('<link rel="self" href="https://acme.com/es/blog/atom.xml"/>');
  });

  it("is a valid empty feed for a blog without posts", async () => {
    for (const format of ["rss", "atom"] as const) {
      const feed = await parser.parseString(blogFeed({ ...input, posts: [] }, format));
      expect(feed.items).toEqual([]);
      expect(feed.title).toBe("Noticias | Acme & Co");
    }
  });
});
