import { beforeAll, describe, expect, it } from "vitest";
import { recentInvalidations, organizationTag } from "@/server/cache";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestOrganization, createTestWorld } from "@/testing/factories";
import { normalizeUrlName } from "./menus.validation";

type Site = Awaited<ReturnType<typeof createTestOrganization>>;
let acme: Site;
let globex: Site;
let admin: Credentials;
let member: Credentials;
let outsider: Credentials;

beforeAll(async () => {
  ({ acme, globex, admin, member, outsider } = await createTestWorld());
});

const missing = "00000000-0000-4000-8000-000000000000";

async function send(path: string, method: string, json?: unknown, token = admin.token, host = acme.host) {
  return call(path, { host, method, json, token });
}

async function createItem(fields: Record<string, unknown> = {}, site = acme, token = admin.token) {
  const response = await send("/api/menu-items", "POST", { organization_id: site.organization.id, display_name: "Services", url_name: "services", ...fields }, token, site.host);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; order: number; display_name: string; url_name: string };
}

async function createSubmenu(menuItemId: string, fields: Record<string, unknown> = {}) {
  const response = await send("/api/submenu-items", "POST", { menu_item_id: menuItemId, organization_id: acme.organization.id, name: "Visas", url_name: "visas", ...fields });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; order: number; name: string };
}

/** Anonymous 401, member 403, admin of another organization 404. */
async function expectGuarded(path: string, method: string, json: unknown) {
  expect((await call(path, { host: acme.host, method, json })).status, "anonymous").toBe(401);
  expect((await send(path, method, json, member.token)).status, "member").toBe(403);
  expect((await send(path, method, json, outsider.token)).status, "outsider").toBe(404);
}

async function errorOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: string }).error;
}

describe("url_name normalisation (001 §5)", () => {
  it("lowercases, turns whitespace into hyphens and drops everything but a-z, 0-9 and hyphens", () => {
    expect(normalizeUrlName("About Us")).toBe("about-us");
    expect(normalizeUrlName("  Café & Bar 2 ")).toBe("caf--bar-2");
    expect(normalizeUrlName("!!!")).toBe("");
  });
});

describe("POST /api/menu-items", () => {
  it("creates items last in the order (0, then highest + 10), trimmed and normalised, with the spec's defaults", async () => {
    const site = await createTestOrganization();
    const siteAdmin = await createTestAdmin(site.host, site.organization.id);
    const first = await createItem({ display_name: "  About Us ", url_name: "About Us!" }, site, siteAdmin.token);
    expect(first).toMatchObject({ order: 0, display_name: "About Us", url_name: "about-us", is_displayed: true, is_displayed_on_footer: false });
    expect((await createItem({}, site, siteAdmin.token)).order).toBe(10);
    expect((await createItem({ order: 55 }, site, siteAdmin.token)).order).toBe(55);
    expect((await createItem({}, site, siteAdmin.token)).order).toBe(65);
    expect(recentInvalidations()).toContain(organizationTag(site.organization.id));
  });

  it("numbers concurrent creations one after the other", async () => {
    const site = await createTestOrganization();
    const siteAdmin = await createTestAdmin(site.host, site.organization.id);
    const created = await Promise.all([1, 2, 3].map(() => createItem({}, site, siteAdmin.token)));
    expect(created.map((item) => item.order).sort((a, b) => a - b)).toEqual([0, 10, 20]);
  });

  it("refuses a blank name, an empty slug, unknown fields and oversized text", async () => {
    const base = { organization_id: acme.organization.id, display_name: "Blog", url_name: "blog" };
    expect(await errorOf(await send("/api/menu-items", "POST", { ...base, display_name: "   " }))).toBe("Menu item name is required");
    expect(await errorOf(await send("/api/menu-items", "POST", { ...base, url_name: "!!!" }))).toBe("URL name must contain letters, numbers or hyphens");
    expect((await send("/api/menu-items", "POST", { ...base, colour: "red" })).status).toBe(400);
    expect((await send("/api/menu-items", "POST", { ...base, description: "x".repeat(100_000) })).status).toBe(400);
    expect((await send("/api/menu-items", "POST", { ...base, image: "javascript:alert(1)" })).status).toBe(400);
  });

  it("answers 404 when organization_id is not the host's organization", async () => {
    const response = await send("/api/menu-items", "POST", { organization_id: globex.organization.id, display_name: "Blog", url_name: "blog" });
    expect(response.status).toBe(404);
  });

  it("is for admins of the organization only", async () => {
    await expectGuarded("/api/menu-items", "POST", { organization_id: acme.organization.id, display_name: "Blog", url_name: "blog" });
  });
});

describe("GET /api/menu-items", () => {
  it("answers the items by order with their submenu items by order; hidden ones only to admins", async () => {
    const site = await createTestOrganization();
    const siteAdmin = await createTestAdmin(site.host, site.organization.id);
    const create = (path: string, json: Record<string, unknown>) => send(path, "POST", { organization_id: site.organization.id, ...json }, siteAdmin.token, site.host);
    const second = (await (await create("/api/menu-items", { display_name: "Second", url_name: "second", order: 20 })).json()) as { id: string };
    await create("/api/menu-items", { display_name: "First", url_name: "first", order: 0 });
    await create("/api/menu-items", { display_name: "Hidden", url_name: "hidden", order: 30, is_displayed: false });
    await create("/api/menu-items", { display_name: "Footer only", url_name: "footer", order: 40, is_displayed: false, is_displayed_on_footer: true });
    await create("/api/submenu-items", { menu_item_id: second.id, name: "B", url_name: "b", order: 10 });
    await create("/api/submenu-items", { menu_item_id: second.id, name: "A", url_name: "a", order: 0 });
    await create("/api/submenu-items", { menu_item_id: second.id, name: "Off", url_name: "off", order: 20, is_displayed: false });

    const visitor = await call("/api/menu-items", { host: site.host });
    expect(visitor.status).toBe(200);
    const items = (await visitor.json()) as { display_name: string; submenu_items: { name: string }[] }[];
    expect(items.map((item) => item.display_name)).toEqual(["First", "Second", "Footer only"]);
    expect(items[1]!.submenu_items.map((submenu) => submenu.name)).toEqual(["A", "B"]);

    const forAdmin = (await (await call("/api/menu-items", { host: site.host, token: siteAdmin.token })).json()) as typeof items;
    expect(forAdmin.map((item) => item.display_name)).toEqual(["First", "Second", "Hidden", "Footer only"]);
    expect(forAdmin[1]!.submenu_items.map((submenu) => submenu.name)).toEqual(["A", "B", "Off"]);

    // Another organization's host shows none of it.
    const elsewhere = (await (await call("/api/menu-items", { host: globex.host })).json()) as unknown[];
    expect(JSON.stringify(elsewhere)).not.toContain("Second");
  });
});

describe("PUT /api/menu-items/{id}", () => {
  it("updates the fields sent and keeps the others", async () => {
    const item = await createItem({ description: "Old" });
    const response = await send(`/api/menu-items/${item.id}`, "PUT", {
      display_name: " Our Services ",
      url_name: "Our Services",
      is_displayed: false,
      display_name_translation: { es: "Servicios", fr: " " },
      menu_items_are_text: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      display_name: "Our Services",
      url_name: "our-services",
      is_displayed: false,
      description: "Old",
      display_name_translation: { es: "Servicios" },
      menu_items_are_text: false,
    });
  });

  it("refuses a blank name, an empty slug and unknown languages", async () => {
    const item = await createItem();
    expect(await errorOf(await send(`/api/menu-items/${item.id}`, "PUT", { display_name: "" }))).toBe("Menu item name is required");
    expect(await errorOf(await send(`/api/menu-items/${item.id}`, "PUT", { url_name: " & " }))).toBe("URL name must contain letters, numbers or hyphens");
    expect((await send(`/api/menu-items/${item.id}`, "PUT", { display_name_translation: { xx: "?" } })).status).toBe(400);
    expect((await send(`/api/menu-items/${item.id}`, "PUT", { order: -1 })).status).toBe(400);
  });

  it("answers 404 for an unknown id, a malformed id and another organization's item", async () => {
    const theirs = await createItem({}, globex, outsider.token);
    for (const id of [missing, "not-a-uuid", theirs.id]) {
      expect((await send(`/api/menu-items/${id}`, "PUT", { is_displayed: false })).status).toBe(404);
    }
  });

  it("is for admins of the organization only", async () => {
    const item = await createItem();
    await expectGuarded(`/api/menu-items/${item.id}`, "PUT", { is_displayed: false });
  });
});

describe("PUT /api/menu-items (whole order)", () => {
  it("saves every item's order at once", async () => {
    const site = await createTestOrganization();
    const siteAdmin = await createTestAdmin(site.host, site.organization.id);
    const [a, b, c] = [await createItem({ display_name: "A" }, site, siteAdmin.token), await createItem({ display_name: "B" }, site, siteAdmin.token), await createItem({ display_name: "C" }, site, siteAdmin.token)];
    const response = await send("/api/menu-items", "PUT", { items: [{ id: c!.id, order: 0 }, { id: a!.id, order: 10 }, { id: b!.id, order: 20 }] }, siteAdmin.token, site.host);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { display_name: string }[]).map((item) => item.display_name)).toEqual(["C", "A", "B"]);
  });

  it("changes nothing when one id is not the organization's, and refuses duplicates", async () => {
    const mine = await createItem({ order: 500 });
    const theirs = await createItem({}, globex, outsider.token);
    const response = await send("/api/menu-items", "PUT", { items: [{ id: mine.id, order: 1 }, { id: theirs.id, order: 2 }] });
    expect(response.status).toBe(404);
    const items = (await (await call("/api/menu-items", { host: acme.host, token: admin.token })).json()) as { id: string; order: number }[];
    expect(items.find((item) => item.id === mine.id)?.order).toBe(500);

    const duplicate = await send("/api/menu-items", "PUT", { items: [{ id: mine.id, order: 1 }, { id: mine.id, order: 2 }] });
    expect(await errorOf(duplicate)).toBe("Each menu item may appear only once");
  });

  it("is for admins of the organization only", async () => {
    await expectGuarded("/api/menu-items", "PUT", { items: [] });
  });
});

describe("DELETE /api/menu-items/{id}", () => {
  it("deletes the item with its submenu items", async () => {
    const item = await createItem();
    const submenu = await createSubmenu(item.id);
    expect((await send(`/api/menu-items/${item.id}`, "DELETE")).status).toBe(200);
    expect((await send(`/api/menu-items/${item.id}`, "DELETE")).status).toBe(404);
    expect((await send(`/api/submenu-items/${submenu.id}`, "PUT", { name: "Gone" })).status).toBe(404);
  });

  it("answers 404 for another organization's item and leaves it", async () => {
    const theirs = await createItem({ display_name: "Theirs" }, globex, outsider.token);
    expect((await send(`/api/menu-items/${theirs.id}`, "DELETE")).status).toBe(404);
    expect((await send("/api/menu-items/not-a-uuid", "DELETE")).status).toBe(404);
    const list = await (await call("/api/menu-items", { host: globex.host })).text();
    expect(list).toContain(theirs.id);
  });

  it("is for admins of the organization only", async () => {
    const item = await createItem();
    await expectGuarded(`/api/menu-items/${item.id}`, "DELETE", undefined);
  });
});

describe("submenu items", () => {
  it("POST numbers them within their parent (0, then highest + 10) with the spec's defaults", async () => {
    const parent = await createItem();
    const other = await createItem();
    const first = await createSubmenu(parent.id, { name: " Work visas ", url_name: "Work Visas" });
    expect(first).toMatchObject({ order: 0, name: "Work visas", url_name: "work-visas", is_displayed: true, description: "", menu_item_id: parent.id });
    expect((await createSubmenu(parent.id)).order).toBe(10);
    expect((await createSubmenu(other.id)).order).toBe(0);
  });

  it("POST refuses a blank name and answers 404 for another organization's parent or organization", async () => {
    const parent = await createItem();
    const base = { menu_item_id: parent.id, organization_id: acme.organization.id, name: "Visas", url_name: "visas" };
    expect(await errorOf(await send("/api/submenu-items", "POST", { ...base, name: "  " }))).toBe("Submenu item name is required");
    const theirs = await createItem({}, globex, outsider.token);
    expect((await send("/api/submenu-items", "POST", { ...base, menu_item_id: theirs.id })).status).toBe(404);
    expect((await send("/api/submenu-items", "POST", { ...base, menu_item_id: "nope" })).status).toBe(404);
    expect((await send("/api/submenu-items", "POST", { ...base, organization_id: globex.organization.id })).status).toBe(404);
    await expectGuarded("/api/submenu-items", "POST", base);
  });

  it("PUT updates the fields sent; DELETE removes it", async () => {
    const parent = await createItem();
    const submenu = await createSubmenu(parent.id);
    const response = await send(`/api/submenu-items/${submenu.id}`, "PUT", {
      name: "Student visas",
      description: "For students",
      description_translation: { es: "Para estudiantes" },
      is_displayed: false,
      order: 40,
      image: "/media/visa.png",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "Student visas", url_name: "visas", description: "For students", is_displayed: false, order: 40, image: "/media/visa.png" });
    expect(await errorOf(await send(`/api/submenu-items/${submenu.id}`, "PUT", { name: "" }))).toBe("Submenu item name is required");
    await expectGuarded(`/api/submenu-items/${submenu.id}`, "PUT", { order: 0 });
    await expectGuarded(`/api/submenu-items/${submenu.id}`, "DELETE", undefined);
    expect((await send(`/api/submenu-items/${submenu.id}`, "DELETE")).status).toBe(200);
    expect((await send(`/api/submenu-items/${submenu.id}`, "DELETE")).status).toBe(404);
  });

  it("PUT and DELETE answer 404 for another organization's submenu item", async () => {
    const theirParent = await createItem({}, globex, outsider.token);
    const theirs = await send("/api/submenu-items", "POST", { menu_item_id: theirParent.id, organization_id: globex.organization.id, name: "X", url_name: "x" }, outsider.token, globex.host);
    const { id } = (await theirs.json()) as { id: string };
    expect((await send(`/api/submenu-items/${id}`, "PUT", { name: "Mine" })).status).toBe(404);
    expect((await send(`/api/submenu-items/${id}`, "DELETE")).status).toBe(404);
  });
});

describe("header and footer style", () => {
  it("GET answers the defaults of 001 §9 to anyone", async () => {
    const site = await createTestOrganization();
    expect(await (await call("/api/header-style", { host: site.host })).json()).toEqual({
      type: "default",
      background: "white",
      color: "gray-700",
      color_hover: "gray-900",
      is_gradient: false,
      menu_width: "7xl",
      logo_height: "h-12",
      menu_items_are_text: true,
    });
    expect(await (await call("/api/footer-style", { host: site.host })).json()).toEqual({
      type: "default",
      background: "neutral-900",
      color: "neutral-400",
      color_hover: "white",
      is_gradient: false,
    });
  });

  it("PUT /api/header-style keeps what is not sent, fills a turned-on gradient and removes a turned-off one", async () => {
    const site = await createTestOrganization();
    const siteAdmin = await createTestAdmin(site.host, site.organization.id);
    const put = (json: unknown) => send("/api/header-style", "PUT", json, siteAdmin.token, site.host);
    const saved = await put({ type: "transparent", menu_width: "5xl", logo_height: "h-16", is_gradient: true });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ type: "transparent", menu_width: "5xl", logo_height: "h-16", background: "white", is_gradient: true, gradient: { from: "sky-50", via: "white", to: "blue-50" } });

    expect(await (await put({ gradient: { from: "emerald-500", to: "sky-600" } })).json()).toMatchObject({ gradient: { from: "emerald-500", to: "sky-600" } });
    const off = (await (await put({ is_gradient: false })).json()) as Record<string, unknown>;
    expect(off).not.toHaveProperty("gradient");
    expect(await (await call("/api/header-style", { host: site.host })).json()).toMatchObject({ type: "transparent", is_gradient: false });
    expect(recentInvalidations()).toContain(organizationTag(site.organization.id));
  });

  it("PUT /api/header-style refuses unknown types, colours, prefixes, widths and heights", async () => {
    expect(await errorOf(await send("/api/header-style", "PUT", { type: "grid" }))).toBe("Header type must be one of: default, transparent, fixed, mini, ring_card_mini");
    expect(await errorOf(await send("/api/header-style", "PUT", { background: "chartreuse" }))).toBe("Unknown colour: use a palette name such as sky-600");
    expect(await errorOf(await send("/api/header-style", "PUT", { gradient: { from: "from-sky-500", to: "blue-500" } }))).toBe("Use a palette name without a prefix, such as sky-600");
    expect(await errorOf(await send("/api/header-style", "PUT", { menu_width: "8xl" }))).toBe("Menu width must be one of lg to 7xl");
    expect(await errorOf(await send("/api/header-style", "PUT", { logo_height: "h-20" }))).toBe("Logo height must be h-8, h-10, h-12 or h-16");
    expect((await send("/api/header-style", "PUT", { shadow: true })).status).toBe(400);
    await expectGuarded("/api/header-style", "PUT", { type: "mini" });
  });

  it("PUT /api/footer-style saves the footer types and colours", async () => {
    const site = await createTestOrganization();
    const siteAdmin = await createTestAdmin(site.host, site.organization.id);
    const response = await send("/api/footer-style", "PUT", { type: "grid", background: "black", color: "gray-300", is_gradient: true }, siteAdmin.token, site.host);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: "grid", background: "black", color: "gray-300", color_hover: "white", gradient: { from: "neutral-900", to: "gray-900" } });
    expect(await (await call("/api/footer-style", { host: site.host })).json()).toMatchObject({ type: "grid", background: "black" });
    // The header is untouched.
    expect(await (await call("/api/header-style", { host: site.host })).json()).toMatchObject({ type: "default" });
    expect(await errorOf(await send("/api/footer-style", "PUT", { type: "mini" }))).toBe(
      "Footer type must be one of: default, transparent, fixed, compact, grid, light, minimal, stacked",
    );
    await expectGuarded("/api/footer-style", "PUT", { type: "grid" });
  });
});
