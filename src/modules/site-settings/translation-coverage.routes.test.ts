import { beforeAll, describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";

/** Issue 34 point 1: Global Settings shows how much of the site each language covers, and what is missing. */
let world: TestWorld;
const path = () => `/api/organizations/${world.acme.organization.id}/translations`;
const asAdmin = (url: string, init: { method?: string; json?: unknown } = {}) => call(url, { host: world.acme.host, token: world.admin.token, ...init });
type Coverage = { default_language: string; languages: { language: string; total: number; translated: number; missing: { kind: string; label: string; path: string | null }[] }[] };

beforeAll(async () => {
  world = await createTestWorld();
  expect((await asAdmin(`/api/organizations/${world.acme.organization.id}`, { method: "PUT", json: { settings: { supported_locales: ["en", "es", "de"] } } })).status).toBe(200);
  // A hero translated whole into Spanish, a heading not at all, a post in part.
  expect((await asAdmin("/api/hero-sections", { method: "POST", json: { title: "Grow with us", description: "Plans for teams.", button: "Start", url_page: "/home", title_translation: { es: "Crezca" }, description_translation: { es: "Planes." }, button_translation: { es: "Empezar" } } })).status).toBe(201);
  expect((await asAdmin("/api/template-heading-sections", { method: "POST", json: { name: "<p>Study <strong>abroad</strong></p>", description_text: "Programs.", url_page: "/home" } })).status).toBe(201);
  expect((await asAdmin("/api/posts", { method: "POST", json: { title: "Moving with pets", content: "<p>Microchips first.</p>", title_translation: { es: "Mudarse con mascotas" } } })).status).toBe(201);
});

describe("GET /api/organizations/:orgId/translations", () => {
  it("counts, per language the site offers besides its own, the texts with base text and those translated, and names the places missing one", async () => {
    const response = await asAdmin(path());
    expect(response.status).toBe(200);
    const body = (await response.json()) as Coverage;
    expect(body.default_language).toBe("en");
    expect(body.languages.map((entry) => entry.language)).toEqual(["es", "de"]);
    const [spanish, german] = body.languages;
    // Hero 3 + heading 2 + post 2 (title, content) texts; Spanish has the hero's 3 and the post's title.
    expect(spanish).toMatchObject({ total: 7, translated: 4 });
    expect(german).toMatchObject({ total: 7, translated: 0 });
    expect(spanish!.missing).toEqual(
      expect.arrayContaining([
        { kind: "heading", label: "Study abroad", path: "/home" },
        { kind: "post", label: "Moving with pets", path: "/blog/moving-with-pets" },
      ]),
    );
    expect(spanish!.missing.map((place) => place.kind)).not.toContain("hero");
  });

  it("answers 401 without a session, 403 to a member and 404 to another organization's admin", async () => {
    expect((await call(path(), { host: world.acme.host })).status).toBe(401);
    expect((await call(path(), { host: world.acme.host, token: world.member.token })).status).toBe(403);
    expect((await call(path(), { host: world.globex.host, token: world.outsider.token })).status).toBe(404);
  });
});
