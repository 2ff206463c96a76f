import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
// First: the API (through the factories) sets zod up for OpenAPI before any module schema is made.
import { call } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";
import BookPage from "./book";

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
  const offered = await call(`/api/organizations/${world.acme.organization.id}`, { host: world.acme.host, token: world.admin.token, method: "PUT", json: { settings: { supported_locales: ["en", "es"] } } });
  expect(offered.status).toBe(200);
});

const allDay = [{ start: "00:00", end: "24:00" }];
const page = (lang: string) => BookPage({ params: Promise.resolve({ host: encodeURIComponent(world.acme.host), lang }) }).then(renderToStaticMarkup);

describe("the booking page (issue 33, point 8)", () => {
  it("names each meeting type in the page's language, field by field, and in the base text where it has none", async () => {
    const name = `First consultation ${crypto.randomUUID().slice(0, 8)}`;
    const created = await call("/api/meeting-types", {
      host: world.acme.host,
      token: world.admin.token,
      json: { name, description: "Thirty minutes", name_translation: { es: "Primera consulta" }, duration_minutes: 30, host_user_ids: [world.admin.userId], time_zone: "UTC", availability: { mon: allDay } },
    });
    expect(created.status).toBe(201);
    const spanish = await page("es");
    expect(spanish).toContain("Primera consulta");
    expect(spanish).not.toContain(name);
    // No Spanish description: the base text.
    expect(spanish).toContain("Thirty minutes");
    expect(await page("en")).toContain(name);
  });
});
