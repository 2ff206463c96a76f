import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "@/modules/demo/demo-content";
import { call, expectError } from "@/testing/api";
import { createTestWorld } from "@/testing/factories";
import { helpWidgetMessages, type HelpWidgetContent } from "./help-widget.validation";

// GET /api/help-widget: what a visitor's help widget lists, over the demo's content written into acme.

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;
beforeAll(async () => {
  world = await createTestWorld();
  await seedDemoContent(world.acme.organization.id);
});

const read = async (query: string, host = world.acme.host) => {
  const response = await call(`/api/help-widget${query}`, { host });
  expect(response.status).toBe(200);
  return { body: (await response.json()) as HelpWidgetContent, cacheControl: response.headers.get("cache-control") };
};

describe("GET /api/help-widget", () => {
  it("lists the FAQs and features in the language asked for, the help articles with their addresses, to anyone, cacheable", async () => {
    const { body, cacheControl } = await read("?locale=es");
    expect(cacheControl).toBe("public, max-age=60");
    expect(body.faqs.map((faq) => faq.question)).toContain("¿Puedo pagar a plazos?");
    expect(body.faqs.find((faq) => faq.question === "¿Puedo pagar a plazos?")?.answer).toBe("Sí. Cualquier plan puede dividirse en tres pagos mensuales sin coste adicional.");
    expect(body.features[0]).toMatchObject({ title: "Un solo asesor, de principio a fin" });
    expect(body.articles).toContainEqual(expect.objectContaining({ title: "Registrar tu domicilio al llegar", path: "/help-center/registering-your-address" }));
    // No meeting type yet: nothing to book.
    expect(body.booking_path).toBeNull();
  });

  it("falls back to English, and to the base text of a list item without a translation", async () => {
    const english = await read("");
    expect(english.body.faqs[0]?.question).toBe("How long does a work visa take?");
    // The demo's FAQs are in English, Spanish, German and French (the assistant's eval asks in French), not in Italian.
    const italian = await read("?locale=it");
    expect(italian.body.faqs[0]?.question).toBe("How long does a work visa take?");
  });

  it("offers /book once a meeting type can be booked", async () => {
    const everyDay = { mon: [{ start: "09:00", end: "17:00" }] };
    const created = await call("/api/meeting-types", { host: world.acme.host, token: world.admin.token, json: { name: "First call", duration_minutes: 30, host_user_ids: [world.admin.userId], time_zone: "UTC", availability: everyDay } });
    expect(created.status).toBe(201);
    expect((await read("?locale=en")).body.booking_path).toBe("/book");
  });

  it("answers 400 for a language Atrium does not know", async () => {
    await expectError(await call("/api/help-widget?locale=xx", { host: world.acme.host }), 400, helpWidgetMessages.unknownLocale);
  });

  it("shows another organization only its own lists", async () => {
    const { body } = await read("?locale=en", world.globex.host);
    expect(body).toEqual({ faqs: [], features: [], articles: [], booking_path: null });
  });
});
