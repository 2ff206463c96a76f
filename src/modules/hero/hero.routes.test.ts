import { beforeAll, describe, expect, it } from "vitest";
import { recentInvalidations } from "@/server/cache";
import { type Credentials, call, expectError } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

let acme: Awaited<ReturnType<typeof createTestOrganization>>;
let globex: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Credentials;

const valid = { title: "Move to <em>Canada</em>", description: "We help families relocate" };

function create(json: Record<string, unknown>, token = admin.token, host = acme.host) {
  return call("/api/hero-sections", { host, token, json });
}

async function expectInvalid(json: Record<string, unknown>, message: string) {
  await expectError(await create(json), 400, message);
}

beforeAll(async () => {
  acme = await createTestOrganization();
  globex = await createTestOrganization();
  admin = await createTestAdmin(acme.host, acme.organization.id);
});

describe("POST /api/hero-sections", () => {
  it("creates a hero on /home with the editor's defaults for every omitted style field", async () => {
    const response = await create(valid);
    expect(response.status).toBe(201);
    const hero = await response.json();
    expect(hero).toMatchObject({
      url_page: "/home",
      order: 0,
      title: "Move to <em>Canada</em>",
      description: "We help families relocate",
      button: null,
      image: null,
      animation_element: "",
      display_order: 0,
      image_style: { position: "right", fullPage: false },
      background_style: { column: 1, is_gradient: false, gradient: { from: "from-blue-50", via: "via-white", to: "to-purple-50" } },
      title_style: {
        blockWidth: "4xl",
        alignment: "center",
        size: { desktop: "text-6xl", mobile: "text-4xl" },
        is_gradient: false,
        gradient: { from: "from-blue-600", via: "via-purple-600", to: "to-pink-600" },
      },
      description_style: { size: { desktop: "text-lg", mobile: "text-base" }, weight: "normal" },
      button_style: { isVideo: false, aboveDescription: false, url: "/products", gradient: { from: "from-sky-700", via: "via-blue-700", to: "to-sky-800" } },
    });
    expect(hero.image_style).not.toHaveProperty("width");
    expect(recentInvalidations()).toContain(`org-${acme.organization.id}`);
  });

  it("keeps the given style fields, fills in the rest, and sanitizes rich text", async () => {
    const hero = await (
      await create({
        title: '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="//evil"></iframe>',
        description: "Text",
        button: "<strong>Start</strong>",
        url_page: "/services",
        image: "https://cdn.example.com/hero.png",
        animation_element: "DotGrid",
        title_translation: { es: "<em>Hola</em><script>x</script>" },
        image_style: { position: "background", width: 640, height: null },
        background_style: { column: 3, color: "white", seo_title: "Read more" },
        title_style: { size: { mobile: "text-lg" }, color: "text-gray-800", is_gradient: true, gradient: { from: "from-red-500", to: "to-rose-600" } },
        description_style: { size: { desktop: "text-xs" }, weight: "bold", color: "gray-600" },
        button_style: { url: "https://example.com/book", isVideo: true },
      })
    ).json();
    expect(hero).toMatchObject({
      url_page: "/services",
      title: "<p>Hi</p>",
      button: "<strong>Start</strong>",
      animation_element: "DotGrid",
      title_translation: { es: "<em>Hola</em>" },
      image_style: { position: "background", fullPage: false, width: 640 },
      background_style: { column: 3, color: "white", seo_title: "Read more", is_gradient: false },
      title_style: { size: { desktop: "text-6xl", mobile: "text-lg" }, color: "text-gray-800", is_gradient: true, gradient: { from: "from-red-500", to: "to-rose-600" } },
      description_style: { size: { desktop: "text-xs", mobile: "text-base" }, weight: "bold", color: "gray-600" },
      button_style: { url: "https://example.com/book", isVideo: true, aboveDescription: false },
    });
    expect(hero.image_style).not.toHaveProperty("height");
  });

  it("reads the older names h1_title and p_description", async () => {
    const hero = await (await create({ h1_title: "Old title", p_description: "Old text" })).json();
    expect(hero).toMatchObject({ title: "Old title", description: "Old text" });
  });

  it("requires a title: 'Title is required.'", async () => {
    for (const json of [{}, { title: "  " }, { title: "<p> </p>" }, { description: "only" }, { h1_title: "" }]) {
      await expectInvalid(json, "Title is required.");
    }
  });

  it("validates every nested style value", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ image_style: { position: "top" } }, "Image position must be one of: left, right, background, inline, full"],
      [{ image_style: { width: 0 } }, "Image sizes must be above 0"],
      [{ image_style: { height: 12.5 } }, "Image sizes are whole numbers of pixels"],
      [{ image_style: { width: "400" } }, "Invalid input: expected number, received string"],
      [{ background_style: { column: 4 } }, "Columns are 1 to 3"],
      [{ background_style: { color: "sky-650" } }, "Unknown colour: use a palette name such as sky-600"],
      [{ background_style: { gradient: { from: "from-blue-50" } } }, "Invalid input: expected string, received undefined"],
      [{ title_style: { blockWidth: "xl" } }, "Block width must be one of: 2xl, 3xl, 4xl, 5xl, 6xl, 7xl, full"],
      [{ title_style: { alignment: "justify" } }, "Alignment must be one of: left, center, right"],
      [{ title_style: { size: { desktop: "text-base" } } }, "Title size must be one of: text-lg, text-xl, text-2xl, text-3xl, text-4xl, text-5xl, text-6xl, text-7xl"],
      [{ title_style: { gradient: { from: "from-blue-600", via: "via-nope-3", to: "to-pink-600" } } }, "Unknown colour: use a palette name such as sky-600"],
      [{ description_style: { size: { mobile: "text-8xl" } } }, "Description size must be one of: text-xs, text-sm, text-base, text-lg, text-xl, text-2xl, text-3xl, text-4xl, text-5xl, text-6xl, text-7xl"],
      [{ description_style: { weight: "light" } }, "Weight must be one of: normal, medium, semibold, bold"],
      [{ button_style: { url: "javascript:alert(1)" } }, "Links must be a site path such as /about or an http(s) address"],
      [{ button_style: { colour: "red-500" } }, 'Unrecognized key: "colour"'],
      [{ animation_element: "Confetti" }, "Animation must be one of: '', DotGrid, LetterGlitch, MagicBento"],
      [{ image: "data:text/html,x" }, "Please enter a valid URL"],
      [{ url_page: "home" }, 'A page URL starts with "/", e.g. "/about"'],
      [{ organization_id: globex.organization.id }, 'Unrecognized key: "organization_id"'],
      [{ title: "x".repeat(2001) }, "Titles are at most 2000 characters"],
    ];
    for (const [json, message] of cases) await expectInvalid({ ...valid, ...json }, message);
  });
});

describe("GET /api/hero-sections", () => {
  it("lists a page's heroes by order to anyone, / read as /home, only this organization's", async () => {
    await create({ ...valid, url_page: "/list", title: "First" });
    await create({ ...valid, url_page: "/list", title: "Second" });
    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    await create({ ...valid, url_page: "/list", title: "Globex" }, globexAdmin.token, globex.host);

    const list = await (await call("/api/hero-sections?url_page=/list", { host: acme.host })).json();
    expect(list.map((hero: { title: string; order: number }) => [hero.title, hero.order])).toEqual([
      ["First", 0],
      ["Second", 10],
    ]);
    const home = await (await call("/api/hero-sections?url_page=/", { host: acme.host })).json();
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((hero: { url_page: string }) => hero.url_page === "/home")).toBe(true);
  });

  it("answers 400 'Pathname is undefined' without a page", async () => {
    const response = await call("/api/hero-sections", { host: acme.host });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Pathname is undefined");
  });
});

describe("PUT and DELETE /api/hero-sections/:id", () => {
  it("replaces a hero, keeping its page when url_page is omitted, then deletes it", async () => {
    const created = await (await create({ ...valid, url_page: "/edit", button: "Go", title_style: { blockWidth: "7xl" } })).json();
    const put = await call(`/api/hero-sections/${created.id}`, { host: acme.host, token: admin.token, method: "PUT", json: { title: "New", description: "Desc" } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id: created.id, url_page: "/edit", order: created.order, title: "New", button: null, title_style: { blockWidth: "4xl" } });

    const invalid = await call(`/api/hero-sections/${created.id}`, { host: acme.host, token: admin.token, method: "PUT", json: { title: "" } });
    expect((await invalid.json()).error).toBe("Title is required.");

    const removed = await call(`/api/hero-sections/${created.id}`, { host: acme.host, token: admin.token, method: "DELETE" });
    expect(await removed.json()).toEqual({ success: true });
    expect((await call(`/api/hero-sections/${created.id}`, { host: acme.host, token: admin.token, method: "DELETE" })).status).toBe(404);
  });

  it("answers 404 for ids that are not UUIDs, unknown, or of another organization", async () => {
    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    const { id: globexId } = await (await create(valid, globexAdmin.token, globex.host)).json();
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", globexId]) {
      for (const method of ["PUT", "DELETE"]) {
        const response = await call(`/api/hero-sections/${id}`, { host: acme.host, token: admin.token, method, json: method === "PUT" ? valid : undefined });
        expect(response.status, `${method} ${id}`).toBe(404);
      }
    }
  });

  it("answers 401 anonymous, 403 members and 404 admins of another organization", async () => {
    const { id } = await (await create(valid)).json();
    const member = await createTestMember(acme.host);
    const outsider = await createTestAdmin(globex.host, globex.organization.id);
    const requests = [
      { path: "/api/hero-sections", method: "POST", json: valid },
      { path: `/api/hero-sections/${id}`, method: "PUT", json: valid },
      { path: `/api/hero-sections/${id}`, method: "DELETE", json: undefined },
    ];
    for (const { path, method, json } of requests) {
      expect((await call(path, { host: acme.host, method, json })).status, `${method} anonymous`).toBe(401);
      expect((await call(path, { host: acme.host, method, json, token: member.token })).status, `${method} member`).toBe(403);
      expect((await call(path, { host: acme.host, method, json, token: outsider.token })).status, `${method} outsider`).toBe(404);
    }
  });
});
