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
    expect(reading).toMatchObject({
      path: "/about",
      title: "About | Acme",
      description: "Who we are",
      internalLinks: [{ href: "/contact", section: "template:s1" }],
      headingSkips: [],
      firstSection: "template:s1",
      hero: null,
      postSlug: null,
    });
    // The header's logo and link are the shell's, not the page's content.
    expect(reading.images.filter((image) => !image.alt)).toEqual([
      { src: "/a.jpg", address: "/a.jpg", alt: false, section: "template:s1" },
      { src: "/c.jpg", address: "/c.jpg", alt: false, section: "template:s1" },
    ]);
    expect(reading.images.map((image) => image.src)).toEqual(["/a.jpg", "/b.jpg", "/c.jpg", "/d.jpg", "/e.jpg"]);
  });

  it("finds a missing description, a title two pages share and a broken link once per page", () => {
    const pages = [
      readPage("/", page("Acme", `<section data-kind="hero" data-id="h1"><a href="/missing">x</a><a href="/missing">y</a></section>`, "Home"), origin),
      readPage("/a", page("Same", "<p>a</p>"), origin),
      readPage("/b", page("Same", "<p>b</p>", "B"), origin),
    ];
    expect(findingsOf(pages, new Set(["/missing"]))).toEqual([
      { kind: "broken_link", path: "/", detail: "/missing", section: "hero:h1", fix: { editor: "hero", id: "h1", field: null } },
      { kind: "missing_description", path: "/a", detail: "Same", section: null, fix: null },
      { kind: "duplicate_title", path: "/a", detail: "Same", section: null, fix: null },
      { kind: "duplicate_title", path: "/b", detail: "Same", section: null, fix: null },
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
      { kind: "broken_link", path: "/", detail: "/old", section: null, fix: null },
      { kind: "broken_link", path: "/about", detail: "/old", section: null, fix: null },
    ]);
    expect(asked.filter((entry) => entry.startsWith("HEAD")).sort()).toEqual(["HEAD /", "HEAD /about", "HEAD /old"]);
  });

  it("points each finding at the editor and field that fix it (issue 34 point 7)", () => {
    const home = readPage(
      "/",
      page("Acme", `<section data-kind="hero" data-id="h1"><h1>Acme</h1></section><section data-kind="template" data-id="s1"><div><h3>Card</h3><img src="/api/media/files/o/m.png"></div></section>`),
      origin,
    );
    const post = readPage("/blog/tea", page("Tea | Acme", `<article data-post-slug="tea"><h1>Tea</h1><h2>Kinds</h2><h4>Green</h4><img src="/x.png"></article>`), origin);
    expect(home.headingSkips).toEqual([{ text: "Card", from: 1, to: 3, section: "template:s1" }]);
    expect(findingsOf([home, post], new Set())).toEqual([
      { kind: "missing_description", path: "/", detail: "Acme", section: "hero:h1", fix: { editor: "hero", id: "h1", field: "description" } },
      { kind: "image_without_alt", path: "/", detail: "/api/media/files/o/m.png", section: "template:s1", fix: { editor: "template", id: "s1", field: null } },
      { kind: "heading_order", path: "/", detail: "h1 → h3: Card", section: "template:s1", fix: { editor: "template", id: "s1", field: "title" } },
      { kind: "missing_description", path: "/blog/tea", detail: "Tea | Acme", section: null, fix: { editor: "post", id: "tea", field: "meta_description" } },
      { kind: "image_without_alt", path: "/blog/tea", detail: "/x.png", section: null, fix: { editor: "post", id: "tea", field: null } },
      { kind: "heading_order", path: "/blog/tea", detail: "h2 → h4: Green", section: null, fix: { editor: "post", id: "tea", field: null } },
    ]);
  });

  it("finds images on the site that answer 404 or are not images, asks each once, and leaves other sites' images alone", async () => {
    const asked: string[] = [];
    const body = `<section data-kind="template" data-id="s1"><img src="/api/media/files/o/gone.png" alt="Gone"><img src="/api/media/files/o/gone.png" alt="Gone again"><img src="/ok.png" alt="Fine"><img src="/page" alt="Not an image"><img src="https://elsewhere.test/x.png" alt="Theirs"></section>`;
    const load = (async (url: URL, init?: RequestInit) => {
      asked.push(`${init?.method ?? "GET"} ${url.host === "acme.test" ? url.pathname : url.href}`);
      if (url.pathname === "/") return new Response(page("Acme", body, "Home"), { headers: { "content-type": "text/html" } });
      if (url.pathname === "/ok.png") return new Response(null, { headers: { "content-type": "image/png" } });
      if (url.pathname === "/page") return new Response(null, { headers: { "content-type": "text/html; charset=utf-8" } });
      return new Response(null, { status: 404 });
    }) as typeof fetch;
    const result = await checkSite(origin, ["/"], load);
    expect(result.findings).toEqual([
      { kind: "broken_image", path: "/", detail: "/api/media/files/o/gone.png", section: "template:s1", fix: { editor: "template", id: "s1", field: null } },
      { kind: "broken_image", path: "/", detail: "/page", section: "template:s1", fix: { editor: "template", id: "s1", field: null } },
    ]);
    expect(asked.filter((entry) => entry.startsWith("HEAD")).sort()).toEqual(["HEAD /api/media/files/o/gone.png", "HEAD /ok.png", "HEAD /page"]);
  });
});
