import { beforeAll, describe, expect, it } from "vitest";
import { recentInvalidations } from "@/server/cache";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

let acme: Awaited<ReturnType<typeof createTestOrganization>>;
let globex: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Credentials;

const valid = { name: "Welcome", description_text: "<p>We help you move</p>", url_page: "/about" };

async function create(json: Record<string, unknown>, token = admin.token, host = acme.host) {
  return call("/api/template-heading-sections", { host, token, json });
}

beforeAll(async () => {
  acme = await createTestOrganization();
  globex = await createTestOrganization();
  admin = await createTestAdmin(acme.host, acme.organization.id);
});

describe("POST /api/template-heading-sections", () => {
  it("creates a section with the defaults, sanitized, last on its page", async () => {
    const first = await create({ ...valid, url_page: "/team", name: 'Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="x()">' });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toMatchObject({
      url_page: "/team",
      order: 0,
      name: "Hi <strong>there</strong>",
      style_variant: "default",
      text_style_variant: "default",
      title_alignment: "left",
      image_first: false,
      gradient: null,
      name_translation: {},
    });
    const second = await (await create({ ...valid, url_page: "/team", text_style_variant: "apple", style_variant: "clean" })).json();
    expect(second).toMatchObject({ order: 10, text_style_variant: "apple", style_variant: "clean" });
    expect(recentInvalidations()).toContain(`org-${acme.organization.id}`);
  });

  it("stores the page / as /home", async () => {
    const body = await (await create({ ...valid, url_page: "/" })).json();
    expect(body.url_page).toBe("/home");
  });

  it("checks name, then description, then page URL, with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Please enter a heading name"],
      [{ ...valid, name: "   " }, "Please enter a heading name"],
      [{ ...valid, name: "<p></p><script>x</script>" }, "Please enter a heading name"],
      [{ url_page: "/about", name: "A" }, "Please enter a description text"],
      [{ ...valid, description_text: "" }, "Please enter a description text"],
      [{ ...valid, url_page: undefined }, 'Please enter a page URL (e.g., "/about" or "/")'],
      [{ ...valid, url_page: " " }, 'Please enter a page URL (e.g., "/about" or "/")'],
      [{ ...valid, url_page: "about us" }, 'Please enter a page URL (e.g., "/about" or "/")'],
    ];
    for (const [json, message] of cases) {
      const response = await create(json);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
  });

  it("refuses a button text without a link address instead of dropping it (issue 34), in any language, on create and replace", async () => {
    const message = "Please enter the button's link address, or clear the button text";
    for (const json of [
      { ...valid, button_text: "Meet the team" },
      { ...valid, button_text: "Meet the team", url: "  " },
      { ...valid, button_text_translation: { es: "Conoce al equipo" } },
    ]) {
      const response = await create(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toMatchObject({ error: message });
    }
    // Required fields still come first, and an empty or markup-only text needs no address.
    expect((await (await create({ ...valid, name: "", button_text: "Go" })).json()).error).toBe("Please enter a heading name");
    expect((await create({ ...valid, button_text: "<p></p>" })).status).toBe(201);
    const { id } = await (await create({ ...valid, button_text: "Go", url: "/contact" })).json();
    const put = await call(`/api/template-heading-sections/${id}`, { host: acme.host, token: admin.token, method: "PUT", json: { ...valid, button_text: "Go", url: null, version: 1 } });
    expect(put.status).toBe(400);
    expect((await put.json()).error).toBe(message);
  });

  it("refuses other style variants, alignments, colours, links, unknown fields and huge strings", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, text_style_variant: "magazine" }, "Text style must be one of: default, apple, codedharmony"],
      [{ ...valid, style_variant: "fancy" }, "Style must be one of: default, clean"],
      [{ ...valid, title_alignment: "center" }, "Heading titles are always left-aligned"],
      [{ ...valid, background_color: "chartreuse" }, "Unknown colour: use a palette name such as sky-600"],
      [{ ...valid, gradient: { from: "blue-400", to: "nope-1" } }, "Unknown colour: use a palette name such as sky-600"],
      [{ ...valid, url: "javascript:alert(1)" }, "Links must be a site path such as /about or an http(s) address"],
      [{ ...valid, image: "" }, "Please enter a valid URL"],
      [{ ...valid, name_translation: { xx: "Hola" } }, "Translations may only use the languages en, es, fr, de, ru, it, pt, nl, pl, ja, zh"],
      [{ ...valid, organization_id: globex.organization.id }, 'Unrecognized key: "organization_id"'],
      [{ ...valid, name: "x".repeat(1001) }, "Must be at most 1000 characters"],
    ];
    for (const [json, message] of cases) {
      const response = await create(json);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
  });
});

describe("GET /api/template-heading-sections", () => {
  it("lists a page's sections by order to anyone, / read as /home", async () => {
    await create({ ...valid, url_page: "/list", name: "First" });
    await create({ ...valid, url_page: "/list", name: "Second" });
    await create({ ...valid, url_page: "/list" }, (await createTestAdmin(globex.host, globex.organization.id)).token, globex.host);
    const response = await call("/api/template-heading-sections?url_page=/list&t=123", { host: acme.host });
    expect(response.status).toBe(200);
    expect((await response.json()).map((row: { name: string }) => row.name)).toEqual(["First", "Second"]);

    const home = await (await call("/api/template-heading-sections?url_page=/", { host: acme.host })).json();
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((row: { url_page: string }) => row.url_page === "/home")).toBe(true);
  });

  it("answers 400 'Pathname is undefined' without a page", async () => {
    const response = await call("/api/template-heading-sections", { host: acme.host });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Pathname is undefined");
  });
});

describe("PUT and DELETE /api/template-heading-sections/:id", () => {
  it("replaces a section and deletes it", async () => {
    const { id } = await (await create({ ...valid, url_page: "/edit", button_text: "Go", url: "/contact" })).json();
    const put = await call(`/api/template-heading-sections/${id}`, {
      host: acme.host,
      token: admin.token,
      method: "PUT",
      json: { ...valid, url_page: "/edit", name: "Renamed", is_gradient: true, gradient: { from: "blue-400", via: "cyan-300", to: "teal-400" } },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id, name: "Renamed", order: 0, button_text: null, url: null, gradient: { from: "blue-400", via: "cyan-300", to: "teal-400" } });

    const invalid = await call(`/api/template-heading-sections/${id}`, { host: acme.host, token: admin.token, method: "PUT", json: { ...valid, description_text: " " } });
    expect((await invalid.json()).error).toBe("Please enter a description text");

    const removed = await call(`/api/template-heading-sections/${id}`, { host: acme.host, token: admin.token, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    const again = await call(`/api/template-heading-sections/${id}`, { host: acme.host, token: admin.token, method: "DELETE" });
    expect(again.status).toBe(404);
  });

  it("moves a section to the end of another page", async () => {
    await create({ ...valid, url_page: "/target" });
    const { id } = await (await create({ ...valid, url_page: "/source" })).json();
    const moved = await call(`/api/template-heading-sections/${id}`, { host: acme.host, token: admin.token, method: "PUT", json: { ...valid, url_page: "/target" } });
    expect(await moved.json()).toMatchObject({ url_page: "/target", order: 10 });
  });

  it("answers 404 for ids that are not UUIDs, unknown, or of another organization", async () => {
    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    const { id: globexId } = await (await create(valid, globexAdmin.token, globex.host)).json();
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", globexId]) {
      for (const method of ["PUT", "DELETE"]) {
        const response = await call(`/api/template-heading-sections/${id}`, { host: acme.host, token: admin.token, method, json: method === "PUT" ? valid : undefined });
        expect(response.status, `${method} ${id}`).toBe(404);
      }
    }
    const still = await (await call(`/api/template-heading-sections?url_page=/about`, { host: globex.host })).json();
    expect(still.map((row: { id: string }) => row.id)).toContain(globexId);
  });
});

describe("authorization of heading section mutations", () => {
  it("answers 401 anonymous, 403 members and 404 admins of another organization", async () => {
    const { id } = await (await create(valid)).json();
    const member = await createTestMember(acme.host);
    const outsider = await createTestAdmin(globex.host, globex.organization.id);
    const requests = [
      { path: "/api/template-heading-sections", method: "POST", json: valid },
      { path: `/api/template-heading-sections/${id}`, method: "PUT", json: valid },
      { path: `/api/template-heading-sections/${id}`, method: "DELETE", json: undefined },
    ];
    for (const { path, method, json } of requests) {
      expect((await call(path, { host: acme.host, method, json })).status, `${method} anonymous`).toBe(401);
      expect((await call(path, { host: acme.host, method, json, token: member.token })).status, `${method} member`).toBe(403);
      expect((await call(path, { host: acme.host, method, json, token: outsider.token })).status, `${method} outsider`).toBe(404);
    }
  });
});
