import { beforeAll, describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestAdmin, createTestOrganization, createTestWorld, type TestWorld } from "@/testing/factories";
import { oneTypoApart, plainText, searchWords, snippetParts, typoTerms } from "./post-search";
import { siteLanguages } from "./site-languages";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
  const create = async (host: string, token: string, post: unknown) => expect((await call("/api/posts", { host, token, method: "POST", json: post })).status).toBe(201);
  const acme = (post: unknown) => create(world.acme.host, world.admin.token, post);
  await acme({
    title: "Registering your address",
    description: "Within two weeks of moving in.",
    content: "<h2>What to bring</h2><p>Your passport &amp; the landlord's <strong>confirmation</strong> of moving in.</p><script>alert(1)</script>",
    display_config: { display_as_blog_post: false, is_help_center: true },
  });
  await acme({ title: "Uploading documents", content: "<p>Scans of each document, one file per page.</p>", display_config: { display_as_blog_post: false }, organization_config: { doc_set_title: "Portal guide" } });
  await acme({ title: "Moving abroad with pets", content: "<p>Microchips and a passport for your dog.</p>" });
  await acme({ title: "A draft about passports", content: "<p>passport</p>", display_config: { display_this_post: false } });
  await create(world.globex.host, world.outsider.token, { title: "Globex passport guide", content: "<p>passport</p>" });
});

const search = (q: string, host = world.acme.host) => call(`/api/search?q=${encodeURIComponent(q)}`, { host });
type Results = { results: { kind: string; title: string; path: string; snippet: { text: string; marked: boolean }[] }[] };

describe("GET /api/search", () => {
  it("finds shown posts, help articles and chapters of the host's organization by a word of their body, with their addresses", async () => {
    const response = await search("passport");
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as Results;
    expect(results.map(({ kind, title, path }) => ({ kind, title, path })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { kind: "post", title: "Moving abroad with pets", path: "/blog/moving-abroad-with-pets" },
      { kind: "help", title: "Registering your address", path: "/help-center/registering-your-address" },
    ]);
  });

  it("matches word beginnings in any case, ranks title matches first and marks the found words in a plain-text snippet", async () => {
    const { results } = (await (await search("MOVING")).json()) as Results;
    expect(results[0]!.title).toBe("Moving abroad with pets");
    const { results: found } = (await (await search("confirm")).json()) as Results;
    expect(found.map((result) => result.title)).toEqual(["Registering your address"]);
    const snippet = found[0]!.snippet;
    expect(snippet.filter((part) => part.marked).map((part) => part.text)).toEqual(["confirmation"]);
    // Text only: entities decoded, no tags, the script's body never stored (sanitized on write).
    expect(snippet.map((part) => part.text).join("")).toContain("passport & the landlord's confirmation");
    expect(JSON.stringify(snippet)).not.toMatch(/<|alert/);
    const { results: chapters } = (await (await search("scans")).json()) as Results;
    expect(chapters.map(({ kind, path }) => [kind, path])).toEqual([["doc", "/docs/portal-guide/uploading-documents"]]);
  });

  it("pages the results with a cursor: each result once, how many in all, no cursor after the last page", async () => {
    type Page = Results & { total: number; next_cursor: string | null };
    const first = (await (await call("/api/search?q=passport&limit=1", { host: world.acme.host })).json()) as Page;
    expect(first).toMatchObject({ total: 2 });
    expect(first.results).toHaveLength(1);
    const second = (await (await call(`/api/search?q=passport&limit=1&cursor=${first.next_cursor}`, { host: world.acme.host })).json()) as Page;
    expect(second).toMatchObject({ total: 2, next_cursor: null });
    expect([...first.results, ...second.results].map((result) => result.title).sort()).toEqual(["Moving abroad with pets", "Registering your address"]);
    // "bzoy" is the cursor of offset 2: past the last result.
    const past = (await (await call(`/api/search?q=passport&limit=1&cursor=bzoy`, { host: world.acme.host })).json()) as Page;
    expect(past).toEqual({ results: [], total: 2, next_cursor: null });
    expect((await call("/api/search?q=passport&cursor=zzz", { host: world.acme.host })).status).toBe(400);
  });

  it("finds nothing for words no post has, and only punctuation is no word", async () => {
    expect(((await (await search("zeppelin")).json()) as Results).results).toEqual([]);
    expect(((await (await search("&|!:*()")).json()) as Results).results).toEqual([]);
  });

  it("answers 400 with a clear message for an empty or overlong search", async () => {
    for (const [q, message] of [["  ", "Enter a word to search for"], ["x".repeat(201), "Search for at most 200 characters"]] as const) {
      const response = await search(q);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });
});

describe("searchWords and snippetParts", () => {
  it("keeps letters and digits of any script, once each, lower case", () => {
    expect(searchWords("Visa's cost: visa 2026!")).toEqual(["visa", "s", "cost", "2026"]);
    expect(searchWords("Виза Köln 東京")).toEqual(["виза", "köln", "東京"]);
    expect(searchWords("-- ' :* &")).toEqual([]);
  });

  it("marks the words that begin with a searched word, with what stands between them", () => {
    expect(snippetParts(plainText("<p>Bring a <b>passport</b> &amp; the landlord&#39;s confirmation.</p>"), ["pass", "confirm"])).toEqual([
      { text: "Bring a ", marked: false },
      { text: "passport", marked: true },
      { text: " & the landlord's ", marked: false },
      { text: "confirmation", marked: true },
    ]);
  });

  it("cuts two fragments of 30 words around found words far apart, or shows the beginning when none is found", () => {
    const words = Array.from({ length: 200 }, (_, index) => (index === 50 || index === 150 ? `visa${index}` : `w${index}`));
    const text = (parts: { text: string }[]) => parts.map((part) => part.text).join("");
    const found = snippetParts(words.join(" "), ["visa"]);
    expect(found.filter((part) => part.marked).map((part) => part.text)).toEqual(["visa50", "visa150"]);
    expect(text(found)).toBe(`${words.slice(42, 72).join(" ")} … ${words.slice(142, 172).join(" ")}`);
    expect(text(snippetParts(words.join(" "), ["nowhere"]))).toBe(words.slice(0, 30).join(" "));
    expect(snippetParts("", ["visa"])).toEqual([]);
  });

  it("runs on into one longer fragment when the next found word is just past the first, and marks words in any case and script", () => {
    const words = Array.from({ length: 200 }, (_, index) => (index === 10 ? "VISA" : index === 35 ? "Visado" : index === 36 ? "Köln" : `w${index}`));
    const found = snippetParts(words.join(" "), ["visa", "köln"]);
    expect(found.filter((part) => part.marked).map((part) => part.text)).toEqual(["VISA", "Visado", "Köln"]);
    expect(found.map((part) => part.text).join("")).toBe(words.slice(2, 62).join(" "));
    // A found word near the end: the fragment stops at the text's last word.
    const tail = snippetParts(["a", "b", "visa", "c"].join(" "), ["visa"]);
    expect(tail.map((part) => part.text).join("")).toBe("a b visa c");
  });
});

// Issue 33: each language's text stemmed by its own configuration, the pages' sections searchable in
// each language they are written in, the visitor's language first, and one typo forgiven.
describe("GET /api/search in every language", () => {
  let site: Awaited<ReturnType<typeof createTestOrganization>>;
  let token: string;
  const as = (path: string, json: unknown, method = "POST") => call(path, { host: site.host, token, method, json });
  const created = async (response: Promise<Response>) => {
    const reply = await response;
    expect(reply.status, `${reply.url} ${await reply.clone().text()}`).toBe(201);
    return (await reply.json()) as { id: string };
  };
  const find = async (q: string, lang?: string) => {
    const response = await call(`/api/search?${new URLSearchParams(lang ? { q, lang } : { q })}`, { host: site.host });
    expect(response.status).toBe(200);
    return ((await response.json()) as Results & { total: number }).results;
  };
  const marked = (result: Results["results"][number] | undefined) => result?.snippet.filter((part) => part.marked).map((part) => part.text);

  beforeAll(async () => {
    site = await createTestOrganization({ language: "en", supported_locales: ["en", "es"] });
    token = (await createTestAdmin(site.host, site.organization.id)).token;
    await created(
      as("/api/hero-sections", {
        url_page: "/",
        title: "Your move abroad",
        title_translation: { es: "Tu mudanza al extranjero" },
        description: "Relocation for professionals and families.",
        description_translation: { es: "Ayudamos con visados, permisos de residencia y traslados." },
      }),
    );
    const cards = await created(as("/api/template-sections", { url_page: "/", section_title: "Services", section_title_translation: { es: "Servicios" } }));
    await created(as("/api/metrics", { title: "Sworn translation", description: "Of every document.", title_translation: { es: "Traducción jurada" }, description_translation: { es: "De cada documento." }, section_id: cards.id }));
    await created(as("/api/posts", { title: "Visa checklist", content: "<p>What the consulate asks for.</p>" }));
    await created(as("/api/posts", { title: "How long does a certified translation take?", content: "<p>A certified translation usually takes three working days.</p>", display_config: { display_as_blog_post: false, is_help_center: true } }));
    // A page nobody may see yet, with a section of its own.
    await created(as("/api/posts", { title: "Secret", slug: "secret", content: "<p>Soon.</p>", display_config: { display_as_blog_post: false, display_this_post: false } }));
    await created(as("/api/template-heading-sections", { url_page: "/secret", name: "Hidden offer", description_text: "Zanzibar relocation packages." }));
    // Another organization's Spanish home page says the same words.
    await call("/api/hero-sections", { host: world.globex.host, token: world.outsider.token, json: { url_page: "/", title: "Otro sitio", description: "Visados y traducción jurada." } });
  });

  it("finds the Spanish home page by a Spanish word on /es/search, and by another form of it (Spanish stemming)", async () => {
    const found = await find("visados", "es");
    // Only the page: a stem is never taken as a prefix (Spanish 'vis' would find English "visit", "visa").
    expect(found).toHaveLength(1);
    const [home] = found;
    expect(home).toMatchObject({ kind: "page", title: "Tu mudanza al extranjero", path: "/" });
    expect(marked(home)).toEqual(["visados"]);
    expect((await find("visado", "es"))[0]).toMatchObject({ kind: "page", path: "/" });
    // "traducciones" is no prefix of "Traducción": only the Spanish stemmer relates them. A card's words count as its section's.
    const [cards] = await find("traducciones", "es");
    expect(cards).toMatchObject({ kind: "page", title: "Servicios", path: "/" });
    expect(cards!.snippet.map((part) => part.text).join("")).toContain("Traducción jurada");
  });

  it("stems English the English way: 'translated' finds a certified translation", async () => {
    expect((await find("translated", "en")).map((result) => result.title)).toEqual(["How long does a certified translation take?", "Services"]);
  });

  it("ranks texts in the visitor's language first, the site's language when none is given", async () => {
    expect((await find("visa", "es")).map(({ kind, path }) => [kind, path])).toEqual([["page", "/"], ["post", "/blog/visa-checklist"]]);
    expect((await find("visa", "en")).map(({ kind, path }) => [kind, path])).toEqual([["post", "/blog/visa-checklist"], ["page", "/"]]);
    expect((await find("visa")).map(({ kind, path }) => [kind, path])).toEqual([["post", "/blog/visa-checklist"], ["page", "/"]]);
  });

  it("forgives one typo in a word: 'certified translaton' finds its article, the meant word marked", async () => {
    const results = await find("certified translaton", "en");
    expect(results.map(({ kind, title }) => [kind, title])).toEqual([["help", "How long does a certified translation take?"]]);
    expect(marked(results[0])).toEqual(expect.arrayContaining(["certified", "translation"]));
    expect((await find("cheklist")).map((result) => result.title)).toEqual(["Visa checklist"]);
    // Two typos in one word, or a word nothing is like, still find nothing.
    expect(await find("trnslaton")).toEqual([]);
    expect(await find("certified zeppelin")).toEqual([]);
  });

  it("keeps the index with every save: an edited section is found by its new words, a deleted one no more; hidden pages and other sites never", async () => {
    expect(await find("zanzibar")).toEqual([]);
    const heading = await created(as("/api/template-heading-sections", { url_page: "/", name: "Island moves", description_text: "Quokka-friendly removals." }));
    expect((await find("quokka")).map(({ kind, title, path }) => [kind, title, path])).toEqual([["page", "Island moves", "/"]]);
    const edit = await as(`/api/template-heading-sections/${heading.id}`, { url_page: "/", name: "Island moves", description_text: "Wombat-friendly removals." }, "PUT");
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await find("quokka")).toEqual([]);
    expect((await find("wombat"))[0]).toMatchObject({ title: "Island moves" });
    expect((await call(`/api/template-heading-sections/${heading.id}`, { host: site.host, token, method: "DELETE" })).status).toBe(200);
    expect(await find("wombat")).toEqual([]);
    expect(await find("otro", "es")).toEqual([]);
  });

  it("answers 400 for a language the site search does not know", async () => {
    const response = await call("/api/search?q=visa&lang=xx", { host: site.host });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Search in one of the languages en, es");
  });

  it("parses with a language the site takes on from the next search, not 30 s later", async () => {
    expect(await siteLanguages(site.organization.id)).toEqual(["en", "es"]);
    expect((await call(`/api/organizations/${site.organization.id}`, { host: site.host, token, method: "PUT", json: { settings: { supported_locales: ["en", "es", "de"] } } })).status).toBe(200);
    expect(await siteLanguages(site.organization.id)).toEqual(["en", "es", "de"]);
  });
});

describe("oneTypoApart and typoTerms", () => {
  it("counts one letter left out, added, replaced or two neighbours swapped as one typo, and nothing more", () => {
    expect(["translaton", "translatiion", "translatoin", "tronslation"].map((typed) => oneTypoApart(typed, "translation"))).toEqual([true, true, true, true]);
    expect(["translation", "trnslaton", "translat"].map((typed) => oneTypoApart(typed, "translation"))).toEqual([false, false, false]);
  });

  it("adds the site's words one typo away to each word that is not itself a site word, exactly and never anything but letters and digits", () => {
    const candidates = [
      { word: "certified", candidate: "certified" },
      { word: "translaton", candidate: "translation" },
      { word: "translaton", candidate: "translations" },
      { word: "translaton", candidate: "transl:*|x" },
    ];
    expect(typoTerms(["certified", "translaton"], candidates)).toEqual({ terms: ["certified", "translaton translation"], corrections: ["translation"] });
    expect(typoTerms(["zeppelin"], [{ word: "zeppelin", candidate: "zeppelins" }])).toEqual({ terms: ["zeppelin zeppelins"], corrections: ["zeppelins"] });
    expect(typoTerms(["vsa"], [{ word: "vsa", candidate: "visa" }])).toBeNull();
  });
});
