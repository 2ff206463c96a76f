import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearRecentInvalidations, organizationTag, recentInvalidations } from "@/server/cache";
import { call } from "@/testing/api";
import { asAdmin, createMetric, createSection, createWorld, expectAdminOnly, type World } from "./sections.test-support";
import { sectionTypes } from "./types/registry";

let world: World;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  world = await createWorld();
});

beforeEach(() => {
  clearRecentInvalidations();
});

const expectInvalidated = () => expect(recentInvalidations()).toContain(organizationTag(world.acme.organization.id));

describe("GET /api/template-sections", () => {
  it("answers a page's sections in order, each with its metrics in the section's order, to anyone", async () => {
    const first = await createSection(world, { url_page: "/services", section_title: "First" });
    const second = await createSection(world, { url_page: "/services", section_title: "Second" });
    await createSection(world, { url_page: "/elsewhere", section_title: "Elsewhere" });
    const early = await createMetric(world, { title: "Early" });
    const late = await createMetric(world, { title: "Late" });
    await asAdmin(world, `/api/template-sections/${first.id}/metrics`, { json: { metric_id: late.id } });
    await asAdmin(world, `/api/template-sections/${first.id}/metrics`, { json: { metric_id: early.id } });

    const response = await call("/api/template-sections?url_page=/services", { host: world.acme.host });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((section: { id: string }) => section.id)).toEqual([first.id, second.id]);
    expect(body[0].website_metric.map((metric: { title: string }) => metric.title)).toEqual(["Late", "Early"]);
    expect(body[0].website_metric[0]).not.toHaveProperty("organization_id");
    expect(body[1].website_metric).toEqual([]);
  });

  it("reads / as /home", async () => {
    const home = await createSection(world, { url_page: "/home", section_title: "Welcome" });
    const body = await (await call("/api/template-sections?url_page=/", { host: world.acme.host })).json();
    expect(body.map((section: { id: string }) => section.id)).toContain(home.id);
  });

  it("answers 'Pathname is undefined' without url_page", async () => {
    for (const query of ["", "?url_page="]) {
      const response = await call(`/api/template-sections${query}`, { host: world.acme.host });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("Pathname is undefined");
    }
  });

  it("shows only the host's organization's sections", async () => {
    await createSection(world, { url_page: "/private-page", section_title: "Acme only" });
    const body = await (await call("/api/template-sections?url_page=/private-page", { host: world.globex.host })).json();
    expect(body).toEqual([]);
  });
});

describe("POST /api/template-sections", () => {
  it("creates a section with the defaults, at the end of its page, and refreshes the site", async () => {
    const first = await createSection(world, { url_page: "/team" });
    expectInvalidated();
    const { status, body } = await asAdmin(world, "/api/template-sections", {
      json: { url_page: "/team", section_title: "<strong>Our</strong> team<script>alert(1)</script>", section_description: '<p onclick="x()">Hi</p>' },
    });
    expect(status).toBe(201);
    expect(first.order).toBe(0);
    expect(body).toMatchObject({
      order: first.order + 10,
      url_page: "/team",
      section_title: "<strong>Our</strong> team",
      section_description: "<p>Hi</p>",
      section_type: "general",
      grid_columns: 3,
      image_metrics_height: "h-48",
      text_style_variant: "default",
      website_metric: [],
    });
  });

  it("stores / as /home", async () => {
    expect((await createSection(world, { url_page: "/" })).url_page).toBe("/home");
  });

  it("gives two concurrent creates on one page different orders", async () => {
    const create = () => asAdmin(world, "/api/template-sections", { json: { url_page: "/race", section_title: "Race" } });
    const answers = await Promise.all([create(), create(), create()]);
    const orders = answers.map(({ status, body }) => {
      expect(status).toBe(201);
      return body.order as number;
    });
    expect(new Set(orders).size).toBe(3);
  });

  it("derives and stores the type from legacy flags when section_type is absent", async () => {
    expect((await createSection(world, { is_faq_section: true, section_title: "" })).section_type).toBe("faq");
    expect((await createSection(world, { is_brand: true, is_faq_section: true })).section_type).toBe("brand");
    expect((await createSection(world, { section_type: "reviews", is_faq_section: true })).section_type).toBe("reviews");
  });

  it("requires a title for the general type only", async () => {
    for (const title of ["   ", "<p> </p>", "<script>x</script>"]) {
      const { status, body } = await asAdmin(world, "/api/template-sections", { json: { url_page: "/x", section_title: title } });
      expect(status).toBe(400);
      expect(body.error).toBe("Please enter a section title");
    }
    const { body } = await asAdmin(world, "/api/template-sections", { json: { url_page: "/x" } });
    expect(body.error).toBe("Please enter a section title");
    const contact = await createSection(world, { section_type: "contact", section_title: "", section_description: "" });
    expect(contact.section_type).toBe("contact");
  });

  it.each([
    ["grid_columns", { grid_columns: 0 }, "Grid columns must be from 1 to 6"],
    ["grid_columns", { grid_columns: 7 }, "Grid columns must be from 1 to 6"],
    ["grid_columns", { grid_columns: 2.5 }, "Grid columns must be a whole number"],
    ["image_metrics_height", { image_metrics_height: "h-10" }, "Image height must be one of: h-32, h-40, h-48, h-56, h-64, h-72, h-80, h-96"],
    ["text_style_variant", { text_style_variant: "fancy" }, "Text style must be one of: default, apple, codedharmony, magazine, startup, elegant, brutalist, modern, playful"],
    // The registry's types in its order (types/registry.test.ts pins the spec's nine at its start).
    ["section_type", { section_type: "carousel" }, `Section type must be one of: ${sectionTypes.join(", ")}`],
    ["gradient", { gradient: { from: "blue-400", to: "nope-1" } }, "Unknown colour: use a palette name such as sky-600"],
    ["gradient", { gradient: { from: "blue-400", to: "teal-400", angle: 45 } }, 'Unrecognized key: "angle"'],
    ["background_color", { background_color: "url(evil)" }, "Unknown colour: use a palette name such as sky-600"],
    ["section_title_translation", { section_title_translation: { xx: "Hola" } }, "Translations may only use the languages en, es, fr, de, ru, it, pt, nl, pl, ja, zh"],
    ["website_metric", { website_metric: [] }, 'Unrecognized key: "website_metric"'],
    ["section_title", { section_title: "x".repeat(5_001) }, "Title must be at most 5000 characters"],
    ["section_description", { section_description: "x".repeat(20_001) }, "Description must be at most 20000 characters"],
    // Issue 34: the 640-character title an owner could save; what a visitor reads is counted.
    ["section_title", { section_title: "x".repeat(640) }, "Section title must be at most 200 characters"],
    ["section_title", { section_title: `<strong>${"x".repeat(201)}</strong>` }, "Section title must be at most 200 characters"],
    ["section_title_translation", { section_title_translation: { es: "x".repeat(201) } }, "Section title must be at most 200 characters"],
    ["url_page", { url_page: "/" + "x".repeat(300) }, "Page URL must be at most 300 characters"],
    ["url_page", { url_page: "about" }, 'Page URL must start with "/" (e.g. "/about")'],
    ["url_page", { url_page: undefined }, "Pathname is undefined"],
  ])("refuses a bad %s with 400", async (_field, fields, message) => {
    const { status, body } = await asAdmin(world, "/api/template-sections", { json: { url_page: "/x", section_title: "T", ...fields } });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it("accepts a title of 200 visible characters however much markup it carries", async () => {
    const { status, body } = await asAdmin(world, "/api/template-sections", { json: { url_page: "/x", section_title: `<p><strong>${"x".repeat(100)}</strong> <em>${"y".repeat(99)}</em></p>` } });
    expect(status).toBe(201);
    expect(body.section_title).toContain("x".repeat(100));
  });

  it("accepts a gradient, translations and every layout option", async () => {
    const section = await createSection(world, {
      is_gradient: true,
      gradient: { from: "blue-400", via: "purple-400", to: "teal-400" },
      background_color: "sky-600",
      section_title_translation: { es: "<em>Hola</em><img src=x onerror=alert(1)>", fr: "  " },
      grid_columns: 6,
      image_metrics_height: "h-96",
      text_style_variant: "brutalist",
      is_full_width: true,
      is_slider: true,
      is_image_bottom: true,
      is_section_title_aligned_center: true,
    });
    expect(section).toMatchObject({
      gradient: { from: "blue-400", via: "purple-400", to: "teal-400" },
      section_title_translation: { es: "<em>Hola</em>" },
      grid_columns: 6,
      image_metrics_height: "h-96",
      is_slider: true,
    });
  });

  it("puts the listed library metrics in the new section, in that order, or writes nothing", async () => {
    const [a, b] = [await createMetric(world, { title: "A" }), await createMetric(world, { title: "B" })];
    const made = await asAdmin(world, "/api/template-sections", { json: { url_page: "/restored", section_title: "Back", metric_ids: [b.id, a.id] } });
    expect(made.status).toBe(201);
    expect(made.body.website_metric.map((metric: { id: string }) => metric.id)).toEqual([b.id, a.id]);

    const theirs = await (await call("/api/metrics", { host: world.globex.host, token: world.outsider.token, json: { title: "T", description: "D" } })).json();
    for (const metricIds of [[a.id, theirs.id], [a.id, unknownId]]) {
      const refused = await asAdmin(world, "/api/template-sections", { json: { url_page: "/refused", section_title: "No", metric_ids: metricIds } });
      expect(refused).toMatchObject({ status: 404, body: { error: "Metric not found" } });
    }
    const twice = await asAdmin(world, "/api/template-sections", { json: { url_page: "/refused", section_title: "No", metric_ids: [a.id, a.id] } });
    expect(twice).toMatchObject({ status: 400, body: { error: "This metric is already in this section" } });
    expect((await asAdmin(world, "/api/template-sections?url_page=/refused", { method: "GET" })).body).toEqual([]);
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/template-sections", { method: "POST", json: { url_page: "/x", section_title: "T" } }, { acmeRowInPath: false });
  });
});

describe("PUT /api/template-sections/:id", () => {
  it("updates only the fields sent, sanitized, and refreshes the site", async () => {
    const section = await createSection(world, { grid_columns: 4, section_description: "Kept" });
    const { status, body } = await asAdmin(world, `/api/template-sections/${section.id}`, {
      method: "PUT",
      json: { section_title: '<a href="javascript:alert(1)">New</a> title', image_metrics_height: "h-64" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ section_title: "<a>New</a> title", image_metrics_height: "h-64", grid_columns: 4, section_description: "Kept", order: section.order });
    expectInvalidated();
  });

  it("keeps the type unless section_type or legacy flags are sent", async () => {
    const faq = await createSection(world, { section_type: "faq" });
    const put = (json: unknown) => asAdmin(world, `/api/template-sections/${faq.id}`, { method: "PUT", json });
    expect((await put({ grid_columns: 2 })).body.section_type).toBe("faq");
    expect((await put({ is_pricingplans_section: true })).body.section_type).toBe("pricing_plans");
    expect((await put({ section_type: "brand" })).body.section_type).toBe("brand");
  });

  it("refuses a general section without a title, and allows it for other types", async () => {
    const reviews = await createSection(world, { section_type: "reviews" });
    const put = (json: unknown) => asAdmin(world, `/api/template-sections/${reviews.id}`, { method: "PUT", json });
    expect((await put({ section_title: "" })).status).toBe(200);
    const refused = await put({ section_type: "general" });
    expect(refused).toMatchObject({ status: 400, body: { error: "Please enter a section title" } });
  });

  it("refuses fields that are not editable or not valid", async () => {
    const section = await createSection(world);
    const put = (json: unknown) => asAdmin(world, `/api/template-sections/${section.id}`, { method: "PUT", json });
    expect((await put({ url_page: "/elsewhere" })).body.error).toBe('Unrecognized key: "url_page"');
    expect((await put({ order: 3 })).status).toBe(400);
    expect((await put({ grid_columns: 9 })).body.error).toBe("Grid columns must be from 1 to 6");
  });

  it("answers 404 for an unknown id or one that is not a UUID", async () => {
    for (const id of [unknownId, "not-a-uuid", "1"]) {
      expect((await asAdmin(world, `/api/template-sections/${id}`, { method: "PUT", json: { grid_columns: 2 } })).status).toBe(404);
    }
  });

  it("is for admins of the organization only, and leaves the section untouched", async () => {
    const section = await createSection(world, { section_title: "Untouched" });
    await expectAdminOnly(world, `/api/template-sections/${section.id}`, { method: "PUT", json: { section_title: "Hacked" } });
    const page = await (await call(`/api/template-sections?url_page=/about`, { host: world.acme.host })).json();
    expect(page.find((row: { id: string }) => row.id === section.id).section_title).toBe("Untouched");
  });
});

describe("DELETE /api/template-sections/:id", () => {
  it("deletes the section; its metrics stay in the library", async () => {
    const section = await createSection(world, { url_page: "/gone" });
    const metric = await createMetric(world, { section_id: section.id, title: "Survivor" });
    const { status } = await asAdmin(world, `/api/template-sections/${section.id}`, { method: "DELETE" });
    expect(status).toBe(200);
    expectInvalidated();
    expect(await (await call("/api/template-sections?url_page=/gone", { host: world.acme.host })).json()).toEqual([]);
    const library = (await asAdmin(world, "/api/metrics")).body as { id: string }[];
    expect(library.map((row) => row.id)).toContain(metric.id);
    expect((await asAdmin(world, `/api/template-sections/${section.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("is for admins of the organization only", async () => {
    const section = await createSection(world, { url_page: "/kept" });
    await expectAdminOnly(world, `/api/template-sections/${section.id}`, { method: "DELETE" });
    expect(await (await call("/api/template-sections?url_page=/kept", { host: world.acme.host })).json()).toHaveLength(1);
  });
});

describe("a section's metrics", () => {
  const metricsOf = (section: { website_metric: { id: string }[] }) => section.website_metric.map((metric) => metric.id);

  it("attaches metrics at the end, once each", async () => {
    const section = await createSection(world);
    const [a, b] = [await createMetric(world), await createMetric(world)];
    const path = `/api/template-sections/${section.id}/metrics`;
    expect((await asAdmin(world, path, { json: { metric_id: a.id } })).status).toBe(200);
    expectInvalidated();
    const { body } = await asAdmin(world, path, { json: { metric_id: b.id } });
    expect(metricsOf(body)).toEqual([a.id, b.id]);

    const again = await asAdmin(world, path, { json: { metric_id: a.id } });
    expect(again).toMatchObject({ status: 409, body: { error: "This metric is already in this section", code: "conflict" } });
  });

  it("does not attach another organization's metric, nor to another organization's section", async () => {
    const section = await createSection(world);
    const metric = await createMetric(world);
    const theirs = await call("/api/metrics", { host: world.globex.host, token: world.outsider.token, json: { title: "T", description: "D" } });
    const theirMetric = await theirs.json();
    const attach = await asAdmin(world, `/api/template-sections/${section.id}/metrics`, { json: { metric_id: theirMetric.id } });
    expect(attach).toMatchObject({ status: 404, body: { error: "Metric not found" } });
    expect((await asAdmin(world, `/api/template-sections/${section.id}/metrics`, { json: { metric_id: "nope" } })).status).toBe(404);
    expect((await asAdmin(world, `/api/template-sections/${unknownId}/metrics`, { json: { metric_id: metric.id } })).status).toBe(404);
    expect((await asAdmin(world, `/api/template-sections/${section.id}/metrics`, { json: { metric_id: metric.id, order: 1 } })).status).toBe(400);
  });

  it("removes a metric from the section only", async () => {
    const section = await createSection(world);
    const metric = await createMetric(world, { section_id: section.id });
    const path = `/api/template-sections/${section.id}/metrics`;
    const { status, body } = await asAdmin(world, `${path}?metric_id=${metric.id}`, { method: "DELETE" });
    expect(status).toBe(200);
    expect(body.website_metric).toEqual([]);
    expectInvalidated();
    expect(((await asAdmin(world, "/api/metrics")).body as { id: string }[]).map((row) => row.id)).toContain(metric.id);

    expect(await asAdmin(world, `${path}?metric_id=${metric.id}`, { method: "DELETE" })).toMatchObject({ status: 404, body: { error: "This metric is not in this section" } });
    expect(await asAdmin(world, path, { method: "DELETE" })).toMatchObject({ status: 400, body: { error: "metric_id is required" } });
    expect((await asAdmin(world, `${path}?metric_id=bad`, { method: "DELETE" })).status).toBe(404);
  });

  it("reorders metrics when the list is exactly the section's metrics", async () => {
    const section = await createSection(world);
    const [a, b, c] = [
      await createMetric(world, { section_id: section.id }),
      await createMetric(world, { section_id: section.id }),
      await createMetric(world, { section_id: section.id }),
    ];
    const path = `/api/template-sections/${section.id}/metrics`;
    const { status, body } = await asAdmin(world, path, { method: "PUT", json: { metric_ids: [c.id, a.id, b.id] } });
    expect(status).toBe(200);
    expect(metricsOf(body)).toEqual([c.id, a.id, b.id]);
    expectInvalidated();
    const page = await (await call(`/api/template-sections?url_page=/about`, { host: world.acme.host })).json();
    expect(metricsOf(page.find((row: { id: string }) => row.id === section.id))).toEqual([c.id, a.id, b.id]);

    const other = await createMetric(world);
    for (const metricIds of [[a.id, b.id], [a.id, b.id, c.id, c.id], [a.id, b.id, other.id], [a.id, b.id, c.id, other.id], []]) {
      const refused = await asAdmin(world, path, { method: "PUT", json: { metric_ids: metricIds } });
      expect(refused).toMatchObject({ status: 400, body: { error: "metric_ids must list each of the section's metrics exactly once" } });
    }
    expect((await asAdmin(world, path, { method: "PUT", json: { metric_ids: ["x".repeat(65)] } })).status).toBe(400);
  });

  it("is for admins of the organization only", async () => {
    const section = await createSection(world);
    const metric = await createMetric(world, { section_id: section.id });
    const loose = await createMetric(world);
    const path = `/api/template-sections/${section.id}/metrics`;
    await expectAdminOnly(world, path, { method: "POST", json: { metric_id: loose.id } });
    await expectAdminOnly(world, `${path}?metric_id=${metric.id}`, { method: "DELETE" });
    await expectAdminOnly(world, path, { method: "PUT", json: { metric_ids: [metric.id] } });
    const page = await (await call(`/api/template-sections?url_page=/about`, { host: world.acme.host })).json();
    expect(metricsOf(page.find((row: { id: string }) => row.id === section.id))).toEqual([metric.id]);
  });
});
