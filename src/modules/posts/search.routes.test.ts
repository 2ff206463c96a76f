import { beforeAll, describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";
import { plainText, prefixQuery, snippetParts } from "./post-search";

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

describe("prefixQuery and snippetParts", () => {
  it("keeps letters and digits of any script, once each, as prefixes", () => {
    expect(prefixQuery("Visa's cost: visa 2026!")).toBe("visa:* & s:* & cost:* & 2026:*");
    expect(prefixQuery("Виза Köln 東京")).toBe("виза:* & köln:* & 東京:*");
    expect(prefixQuery("-- ' :* &")).toBeNull();
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
});
