import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearRecentInvalidations, organizationTag, recentInvalidations } from "@/server/cache";
import { call } from "@/testing/api";
import { asAdmin, createMetric, createSection, createWorld, expectAdminOnly, type World } from "./sections.test-support";

let world: World;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  world = await createWorld();
});

beforeEach(() => {
  clearRecentInvalidations();
});

const expectInvalidated = () => expect(recentInvalidations()).toContain(organizationTag(world.acme.organization.id));
const library = async () => (await asAdmin(world, "/api/metrics")).body as { id: string; title: string }[];
const sectionMetricIds = async (sectionId: string, page = "/about") => {
  const sections = await (await call(`/api/template-sections?url_page=${page}`, { host: world.acme.host })).json();
  return sections.find((section: { id: string }) => section.id === sectionId).website_metric.map((metric: { id: string }) => metric.id);
};

describe("GET /api/metrics", () => {
  it("lists the organization's metric library only", async () => {
    const ours = await createMetric(world, { title: "Ours" });
    await call("/api/metrics", { host: world.globex.host, token: world.outsider.token, json: { title: "Theirs", description: "D" } });
    const { status, body } = await asAdmin(world, "/api/metrics");
    expect(status).toBe(200);
    expect(body.map((metric: { id: string }) => metric.id)).toContain(ours.id);
    expect(JSON.stringify(body)).not.toContain("Theirs");
    expect(body[0]).not.toHaveProperty("organization_id");
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/metrics", { method: "GET" }, { acmeRowInPath: false });
  });
});

describe("POST /api/metrics", () => {
  it("creates a metric with sanitized rich text and the defaults", async () => {
    const { status, body } = await asAdmin(world, "/api/metrics", {
      json: { title: "<em>500+</em><script>x()</script>", description: '<p style="color:red" onmouseover="x()">Clients</p>', title_translation: { es: "Clientes" } },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: "<em>500+</em>",
      description: '<p style="color:red">Clients</p>',
      title_translation: { es: "Clientes" },
      image: null,
      is_title_displayed: true,
      is_image_rounded_full: false,
      is_card_type: false,
    });
    expectInvalidated();
    expect((await library()).map((metric) => metric.id)).toContain(body.id);
  });

  it("creates and appends to a section in one call", async () => {
    const section = await createSection(world);
    const first = await createMetric(world, { section_id: section.id });
    const second = await createMetric(world, { section_id: section.id, image: "https://cdn.example.com/a.png", gradient: { from: "blue-400", to: "teal-400" }, is_gradient: true });
    expect(await sectionMetricIds(section.id)).toEqual([first.id, second.id]);
  });

  it("creates nothing when the section is not the organization's", async () => {
    const before = (await library()).length;
    for (const sectionId of [unknownId, "nope"]) {
      const { status, body } = await asAdmin(world, "/api/metrics", { json: { title: "Orphan", description: "D", section_id: sectionId } });
      expect(status).toBe(404);
      expect(body.error).toBe("Section not found");
    }
    expect(await library()).toHaveLength(before);
  });

  it("requires a title and a description", async () => {
    for (const json of [{ title: "T", description: "  " }, { title: "", description: "D" }, { title: "<p></p>", description: "D" }, { description: "D" }, { title: "T" }]) {
      const { status, body } = await asAdmin(world, "/api/metrics", { json });
      expect(status).toBe(400);
      expect(body.error).toBe("Title and description are required");
    }
  });

  it.each([
    ["image", { image: "" }, "Please enter a valid URL"],
    ["image", { image: "javascript:alert(1)" }, "Please enter a valid URL"],
    ["background_color", { background_color: "#fff; x" }, "Unknown colour: use a palette name such as sky-600"],
    ["title", { title: "x".repeat(5_001) }, "Title must be at most 5000 characters"],
    ["description", { description: "x".repeat(20_001) }, "Description must be at most 20000 characters"],
    // Issue 34: limits on what a visitor reads, markup aside.
    ["title", { title: `<b>${"x".repeat(201)}</b>` }, "Card title must be at most 200 characters"],
    ["description", { description: `<p>${"x".repeat(2_001)}</p>` }, "Card text must be at most 2000 characters"],
    ["title_translation", { title_translation: { es: "x".repeat(201) } }, "Card title must be at most 200 characters"],
    ["description_translation", { description_translation: { de: "x".repeat(2_001) } }, "Card text must be at most 2000 characters"],
    ["image", { image: "https://a.example/" + "x".repeat(2_048) }, "Too big: expected string to have <=2048 characters"],
    ["order", { order: 1 }, 'Unrecognized key: "order"'],
  ])("refuses a bad %s with 400", async (_field, fields, message) => {
    const { status, body } = await asAdmin(world, "/api/metrics", { json: { title: "T", description: "D", ...fields } });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/metrics", { method: "POST", json: { title: "T", description: "D" } }, { acmeRowInPath: false });
  });

  it("does not let another organization's admin attach a metric to our section from their host", async () => {
    const section = await createSection(world);
    const response = await call("/api/metrics", { host: world.globex.host, token: world.outsider.token, json: { title: "T", description: "D", section_id: section.id } });
    expect(response.status).toBe(404);
    expect(await sectionMetricIds(section.id)).toEqual([]);
  });
});

describe("PATCH /api/metrics/:id", () => {
  it.each([
    [{ is_title_displayed: false }],
    [{ is_image_rounded_full: true }],
    [{ is_card_type: true }],
    [{ background_color: "emerald-500" }],
    [{ title: "<strong>New</strong> title" }],
    [{ description: "New description" }],
    [{ image: "/media/photo.jpg" }],
    [{ image: null }],
    // A language's texts, from the section editor's language switch (issue 34).
    [{ title_translation: { es: "Clientes" } }],
    [{ description_translation: { es: "Atendidos", de: "Betreut" } }],
  ])("changes one field: %j", async (patch) => {
    const metric = await createMetric(world, { image: "https://cdn.example.com/old.png" });
    const { status, body } = await asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: patch });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...patch, title: "title" in patch ? patch.title : "Clients", description: "description" in patch ? patch.description : "Served" });
    expectInvalidated();
  });

  it("clears the background colour with an empty string, and sanitizes rich text", async () => {
    const metric = await createMetric(world, { background_color: "sky-600" });
    expect((await asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: { background_color: "" } })).body.background_color).toBeNull();
    const { body } = await asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: { description: "<b>x</b><iframe src=//evil></iframe>" } });
    expect(body.description).toBe("x");
  });

  it("takes exactly one field per call", async () => {
    const metric = await createMetric(world);
    for (const json of [{}, { title: "A", description: "B" }, { is_card_type: true, image: null }]) {
      const { status, body } = await asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json });
      expect(status).toBe(400);
      expect(body.error).toBe(
        "Send exactly one field per call: is_title_displayed, is_image_rounded_full, is_card_type, background_color, title, description or image",
      );
    }
    expect((await asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: { is_gradient: true } })).body.error).toBe('Unrecognized key: "is_gradient"');
  });

  it("refuses an empty image, a blank title or description, and bad values", async () => {
    const metric = await createMetric(world);
    const patch = (json: unknown) => asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json });
    expect(await patch({ image: "" })).toMatchObject({ status: 400, body: { error: "Please enter a valid URL" } });
    expect(await patch({ image: 42 })).toMatchObject({ status: 400, body: { error: "Please enter a valid URL" } });
    expect(await patch({ title: " " })).toMatchObject({ status: 400, body: { error: "Title and description are required" } });
    expect(await patch({ description: "" })).toMatchObject({ status: 400, body: { error: "Title and description are required" } });
    expect((await patch({ is_card_type: "yes" })).status).toBe(400);
    expect((await patch({ title: "x".repeat(100_000) })).status).toBe(400);
    // The inline card fields save through here: the same visible-text limits (issue 34).
    expect(await patch({ title: "x".repeat(201) })).toMatchObject({ status: 400, body: { error: "Card title must be at most 200 characters" } });
    expect(await patch({ description: "x".repeat(2_001) })).toMatchObject({ status: 400, body: { error: "Card text must be at most 2000 characters" } });
    expect(await patch({ description_translation: { es: "x".repeat(2_001) } })).toMatchObject({ status: 400, body: { error: "Card text must be at most 2000 characters" } });
    expect(await patch({ title_translation: { xx: "Hola" } })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^Translations may only use the languages /) } });
  });

  it("answers 404 for an unknown id or one that is not a UUID", async () => {
    for (const id of [unknownId, "not-a-uuid"]) {
      expect((await asAdmin(world, `/api/metrics/${id}`, { method: "PATCH", json: { is_card_type: true } })).status).toBe(404);
    }
  });

  it("is for admins of the organization only, and leaves the metric untouched", async () => {
    const metric = await createMetric(world, { title: "Untouched" });
    await expectAdminOnly(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: { title: "Hacked" } });
    expect((await library()).find((row) => row.id === metric.id)?.title).toBe("Untouched");
  });
});

describe("DELETE /api/metrics/:id", () => {
  it("needs force=true", async () => {
    const metric = await createMetric(world);
    for (const query of ["", "?force=false", "?force=1"]) {
      const { status, body } = await asAdmin(world, `/api/metrics/${metric.id}${query}`, { method: "DELETE" });
      expect(status).toBe(400);
      expect(body.error).toBe("Permanent deletion removes the metric from all sections: repeat the call with force=true");
    }
    expect((await library()).map((row) => row.id)).toContain(metric.id);
  });

  it("deletes the metric from the library and from every section", async () => {
    const [one, two] = [await createSection(world), await createSection(world)];
    const metric = await createMetric(world, { section_id: one.id });
    const kept = await createMetric(world, { section_id: one.id });
    await asAdmin(world, `/api/template-sections/${two.id}/metrics`, { json: { metric_id: metric.id } });

    const { status } = await asAdmin(world, `/api/metrics/${metric.id}?force=true`, { method: "DELETE" });
    expect(status).toBe(200);
    expectInvalidated();
    expect((await library()).map((row) => row.id)).not.toContain(metric.id);
    expect(await sectionMetricIds(one.id)).toEqual([kept.id]);
    expect(await sectionMetricIds(two.id)).toEqual([]);
    expect((await asAdmin(world, `/api/metrics/${metric.id}?force=true`, { method: "DELETE" })).status).toBe(404);
    expect((await asAdmin(world, `/api/metrics/not-a-uuid?force=true`, { method: "DELETE" })).status).toBe(404);
  });

  it("is for admins of the organization only", async () => {
    const metric = await createMetric(world);
    await expectAdminOnly(world, `/api/metrics/${metric.id}?force=true`, { method: "DELETE" });
    expect((await library()).map((row) => row.id)).toContain(metric.id);
  });
});
