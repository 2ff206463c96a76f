import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

describe("GET /api/organizations/:orgId", () => {
  let acme: Awaited<ReturnType<typeof createTestOrganization>>;
  let globex: Awaited<ReturnType<typeof createTestOrganization>>;

  beforeAll(async () => {
    acme = await createTestOrganization({ name: "Acme Immigration", type: "immigration", supported_locales: ["en", "es"] });
    globex = await createTestOrganization({ name: "Globex Solicitors", type: "solicitor" });
  });

  it("answers the organization and its default settings to its admin", async () => {
    const admin = await createTestAdmin(acme.host, acme.organization.id);
    const response = await call(`/api/organizations/${acme.organization.id}`, { host: acme.host, token: admin.token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.organization).toMatchObject({ name: "Acme Immigration", type: "immigration", hosts: [acme.host] });
    expect(body.settings).toMatchObject({
      font_family: "Inter",
      language: "en",
      supported_locales: ["en", "es"],
      primary_color: "sky",
      primary_shade: "600",
      secondary_color: "gray",
      secondary_shade: "500",
      header_style: { background: "white", color: "gray-700", color_hover: "gray-900", menu_width: "7xl", logo_height: "h-12" },
      footer_style: { background: "neutral-900", color: "neutral-400", color_hover: "white" },
    });
  });

  it("answers 401 with the spec's message without a session", async () => {
    const response = await call(`/api/organizations/${acme.organization.id}`, { host: acme.host });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "No active session found. Please log in again.", code: "unauthorized" });
  });

  it("answers 403 to a member who is not an admin", async () => {
    const member = await createTestMember(acme.host);
    const response = await call(`/api/organizations/${acme.organization.id}`, { host: acme.host, cookie: member.cookie });
    expect(response.status).toBe(403);
  });

  it("answers 404 to the admin of another organization, by cookie and by Bearer token", async () => {
    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    const session = await signIn(globex.host, globexAdmin.email);
    // On their own host, asking for Acme's id.
    const byCookie = await call(`/api/organizations/${acme.organization.id}`, { host: globex.host, cookie: session.cookie });
    expect(byCookie.status).toBe(404);
    // On Acme's host, with their token.
    const byToken = await call(`/api/organizations/${acme.organization.id}`, { host: acme.host, token: session.token });
    expect(byToken.status).toBe(404);
    expect(JSON.stringify(await byToken.json())).not.toContain("Acme");
  });

  it("answers 404 for an id that is not a known organization", async () => {
    const admin = await createTestAdmin(acme.host, acme.organization.id);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await call(`/api/organizations/${id}`, { host: acme.host, token: admin.token });
      expect(response.status).toBe(404);
    }
  });

  it("answers 404 with the spec's message on a host of no organization", async () => {
    const response = await call(`/api/organizations/${acme.organization.id}`, { host: "nowhere.example" });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe("Organization not found for current domain");
  });
});
