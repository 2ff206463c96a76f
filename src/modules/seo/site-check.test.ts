import { describe, expect, it } from "vitest";
import { checkSite, findingsOf, readPage } from "./site-check";

const origin = "https://acme.test";
const page = (title: string, body: string, description?: string) =>
  `<!doctype html><html><head><title>${title}</title>${description === undefined ? "" : `<meta name="description" content="${description}">`}</head><body><header><img src="/logo.svg"><a href="/gone">Menu</a></header><main>${body}</main></body></html>`;

describe("the owners' site check", () => {
  it("reads a page's title, description, content images without alt text and internal links, each with its section", () => {
    const reading = readPage(
      "/about",
      page(
        "About | Acme",
        `<section data-kind="template" data-id="s1"><img src="/a.jpg" alt=""><img src="/b.jpg" alt="A team"><img src="/c.jpg"><span aria-hidden="true"><img src="/d.jpg"></span><img src="/e.jpg" role="presentation">
         <a href="/contact">Contact</a><a href="https://elsewhere.test/x">Out</a><a href="#top">Top</a><a href="mailto:a@b.c">Mail</a><a href="/api/media/files/x.jpg">File</a><a href="/brochure.pdf">PDF</a></section>`,
        "  Who we are  ",
      ),
      origin,
    );
    expect(reading).toEqual({
      path: "/about",
      title: "About | Acme",
      description: "Who we are",
      // The header's logo and link are the shell's, not the page's content.
      imagesWithoutAlt: [
        { src: "/a.jpg", section: "template:s1" },
        { src: "/c.jpg", section: "template:s1" },
      ],
      internalLinks: [{ href: "/contact", section: "template:s1" }],
      firstSection: "template:s1",
    });
  });

  it("finds a missing description, a title two pages share and a broken link once per page", () => {
    const pages = [
      readPage("/", page("Acme", `<section data-kind="hero" data-id="h1"><a href="/missing">x</a><a href="/missing">y</a></section>`, "Home"), origin),
      readPage("/a", page("Same", "<p>a</p>"), origin),
      readPage("/b", page("Same", "<p>b</p>", "B"), origin),
    ];
    expect(findingsOf(pages, new Set(["/missing"]))).toEqual([
      { kind: "broken_link", path: "/", detail: "/missing", section: "hero:h1" },
      { kind: "missing_description", path: "/a", detail: "Same", section: null },
      { kind: "duplicate_title", path: "/a", detail: "Same", section: null },
      { kind: "duplicate_title", path: "/b", detail: "Same", section: null },
    ]);
  });

  it("reads the pages over HTTP as a visitor, asks each link target once, and lists pages it could not read", async () => {
    const asked: string[] = [];
    const site: Record<string, string> = {
      "/": page("Acme", `<a href="/about">About</a><a href="/old">Old</a>`, "Home"),
      "/about": page("About", `<a href="/">Home</a><a href="/old">Old</a>`, "About us"),
    };
    const load = (async (url: URL, init?: RequestInit) => {
      asked.push(`${init?.method ?? "GET"} ${url.pathname}`);
      if (url.pathname === "/down") throw new Error("connection refused");
      const html = site[url.pathname];
      return new Response(init?.method === "HEAD" ? null : (html ?? "not found"), { status: html ? 200 : 404 });
    }) as typeof fetch;
    const result = await checkSite(origin, ["/", "/about", "/down"], load);
    expect(result.pages).toBe(2);
    expect(result.unread).toEqual(["/down"]);
    expect(result.findings).toEqual([
      { kind: "broken_link", path: "/", detail: "/old", section: null },
      { kind: "broken_link", path: "/about", detail: "/old", section: null },
    ]);
    expect(asked.filter((entry) => entry.startsWith("HEAD")).sort()).toEqual(["HEAD /", "HEAD /about", "HEAD /old"]);
  });
});
