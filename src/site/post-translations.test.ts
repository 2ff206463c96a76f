import { beforeAll, describe, expect, it } from "vitest";
// First: the API (through the factories) sets zod up for OpenAPI before any module schema is made.
import { call } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";
import { islandsManifest } from "@/server/islands/island";
import { renderPublicPage } from "@/site/render";
import { findPublishedBlogPage, findHelpCenterPage, findDocumentSetChapter } from "@/modules/posts/posts.service";

/** Issue 33 point 8: posts, help articles and chapters carry translations, shown field by field. */
let world: TestWorld;
const admin = (path: string, init: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...init });
const page = async (path: string) => (await renderPublicPage(world.acme.host, path))!.html.toString();

const spanishPost = {
  title: "Moving abroad with pets",
  description: "Microchips, vaccinations and papers.",
  content: "<p>Your dog needs a microchip.</p>",
  metadescription_for_page: "Pets abroad: the checklist.",
  title_translation: { es: "Mudarse al extranjero con mascotas" },
  // No Spanish description: the English one shows on /es/.
  content_translation: { es: '<p>Su perro necesita un microchip.</p><script>alert("es")</script>' },
  metadescription_for_page_translation: { es: "Mascotas en el extranjero: la lista." },
};

beforeAll(async () => {
  // Pages are rendered whole without a build: any island's bundle has a name.
  islandsManifest({ pageScript: "page-script.js", islands: new Proxy({}, { get: () => "island.js" }), stylesheet: "site.css", font: "inter.woff2" });
  world = await createTestWorld();
  expect((await admin(`/api/organizations/${world.acme.organization.id}`, { method: "PUT", json: { settings: { supported_locales: ["en", "es"] } } })).status).toBe(200);
  expect((await admin("/api/posts", { method: "POST", json: spanishPost })).status).toBe(201);
  const help = { title: "Registering your address", content: "<p>Within two weeks.</p>", title_translation: { es: "Empadronarse" }, display_config: { display_as_blog_post: false, is_help_center: true } };
  expect((await admin("/api/posts", { method: "POST", json: help })).status).toBe(201);
  const chapter = { title: "Uploading documents", content: "<p>One file per page.</p>", title_translation: { es: "Subir documentos" }, display_config: { display_as_blog_post: false }, organization_config: { doc_set_title: "Portal guide" } };
  expect((await admin("/api/posts", { method: "POST", json: chapter })).status).toBe(201);
});

describe("a post's translations", () => {
  it("are kept per field, the content's sanitized as the content is, and answered with the post", async () => {
    const stored = (await (await admin("/api/posts/moving-abroad-with-pets/edit")).json()) as Record<string, unknown>;
    expect(stored.title_translation).toEqual({ es: "Mudarse al extranjero con mascotas" });
    expect(stored.description_translation).toEqual({});
    expect(stored.content_translation).toEqual({ es: "<p>Su perro necesita un microchip.</p>" });
    expect(stored.metadescription_for_page_translation).toEqual({ es: "Mascotas en el extranjero: la lista." });
  });

  it("refuse an unknown language and a title too long, with the messages", async () => {
    const unknown = await admin("/api/posts", { method: "POST", json: { title: "Tea", title_translation: { xx: "Té" } } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^Translations may only use the languages en, es/);
    const long = await admin("/api/posts", { method: "POST", json: { title: "Tea", title_translation: { es: "t".repeat(301) } } });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe("Titles are at most 300 characters");
  });

  it("show on the post's page in the visitor's language, and the base text where a field has none", async () => {
    const spanish = await page("/es/blog/moving-abroad-with-pets");
    expect(spanish).toContain("Mudarse al extranjero con mascotas");
    expect(spanish).toContain("Su perro necesita un microchip.");
    expect(spanish).not.toContain("Your dog needs a microchip.");
    expect(spanish).toContain("Microchips, vaccinations and papers.");
    const english = await page("/blog/moving-abroad-with-pets");
    expect(english).toContain("Your dog needs a microchip.");
    expect(english).not.toContain("Mudarse");
    // The page's title and meta description too.
    expect(spanish).toMatch(/<title>Mudarse al extranjero con mascotas/);
    expect(spanish).toContain('content="Mascotas en el extranjero: la lista."');
  });

  it("title the blog, the help center and a documentation set's contents in the visitor's language", async () => {
    const organizationId = world.acme.organization.id;
    expect((await findPublishedBlogPage(organizationId, 1, "es"))!.posts.map((post) => [post.title, post.description])).toContainEqual(["Mudarse al extranjero con mascotas", "Microchips, vaccinations and papers."]);
    expect((await findPublishedBlogPage(organizationId, 1, "en"))!.posts.map((post) => post.title)).toContain("Moving abroad with pets");
    expect((await findHelpCenterPage(organizationId, 1, "es"))!.articles.map((article) => article.title)).toContain("Empadronarse");
    const chapter = await findDocumentSetChapter(organizationId, "portal-guide", "uploading-documents", "es");
    expect(chapter!.chapter.title).toBe("Subir documentos");
    expect(chapter!.chapters.map((entry) => entry.title)).toEqual(["Subir documentos"]);
  });

  it("are found by search in their language, stemmed, and shown translated", async () => {
    const response = await call(`/api/search?q=${encodeURIComponent("mascota")}&lang=es`, { host: world.acme.host });
    const { results } = (await response.json()) as { results: { title: string; path: string; snippet: { text: string }[] }[] };
    expect(results[0]).toMatchObject({ title: "Mudarse al extranjero con mascotas", path: "/blog/moving-abroad-with-pets" });
    // One typo is forgiven in a translation's words too (they join the site's words).
    const typo = (await (await call(`/api/search?q=${encodeURIComponent("mascotaz")}&lang=es`, { host: world.acme.host })).json()) as { results: { title: string }[] };
    expect(typo.results.map((result) => result.title)).toContain("Mudarse al extranjero con mascotas");
    // An English visitor finding the same post by an English word reads it in English.
    const english = (await (await call(`/api/search?q=pets&lang=en`, { host: world.acme.host })).json()) as { results: { title: string }[] };
    expect(english.results.map((result) => result.title)).toContain("Moving abroad with pets");
  });

  it("are kept in the post's revisions and come back with a restore", async () => {
    const before = (await (await admin("/api/posts/moving-abroad-with-pets/edit")).json()) as { version: number };
    const saved = await admin("/api/posts/moving-abroad-with-pets", { method: "PATCH", json: { title_translation: {}, version: before.version } });
    expect(saved.status).toBe(200);
    expect((await page("/es/blog/moving-abroad-with-pets"))).not.toContain("Mudarse al extranjero");
    const revisions = (await (await admin("/api/posts/moving-abroad-with-pets/revisions")).json()) as { id: string; title_translation: Record<string, string> }[];
    expect(revisions[0]!.title_translation).toEqual({ es: "Mudarse al extranjero con mascotas" });
    expect((await admin(`/api/posts/moving-abroad-with-pets/revisions/${revisions[0]!.id}/restore`, { method: "POST", json: {} })).status).toBe(200);
    expect(await page("/es/blog/moving-abroad-with-pets")).toContain("Mudarse al extranjero con mascotas");
  });
});
