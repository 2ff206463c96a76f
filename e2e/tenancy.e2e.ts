import { describe, expect, it } from "vitest";
import { request } from "./support/http";
import { signInByApi } from "./support/admin";
import { testServer } from "./support/test-server";

const signIn = (host: string, email: string, password: string) => signInByApi({ email, password }, host);

function getOrganization(host: string, id: string, auth: { cookie?: string; token?: string }) {
  return request(host, `/api/organizations/${id}`, {
    headers: { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}) },
  });
}

describe("organizations made with the CLI, on the running server", () => {
  it("answer each admin for their own organization and 404 for the other, by cookie and by Bearer token", async () => {
    const acme = testServer().acme;
    const demoHost = `localhost:${testServer().port}`;
    const demoAdmin = await signIn(demoHost, testServer().demoAdmin.email, testServer().demoAdmin.password);
    const acmeAdmin = await signIn(acme.host, acme.adminEmail, acme.adminPassword);

    const own = await getOrganization(acme.host, acme.id, { cookie: acmeAdmin.cookie });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.text).organization.name).toBe("Acme Immigration");

    expect((await getOrganization(demoHost, acme.id, { cookie: demoAdmin.cookie })).status).toBe(404);
    expect((await getOrganization(demoHost, acme.id, { token: demoAdmin.token })).status).toBe(404);
    expect((await getOrganization(acme.host, acme.id, { token: demoAdmin.token })).status).toBe(404);
  });

  it("answers an unknown host with 404 'Organization not found for current domain', page and API", async () => {
    const page = await request("nowhere.example", "/");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Organization not found for current domain");
    const api = await request("nowhere.example", "/api/profile");
    expect(api.status).toBe(404);
    expect(JSON.parse(api.text)).toMatchObject({ error: "Organization not found for current domain" });
  });

  it("serves the demo home page on localhost and demo.localhost", async () => {
    for (const host of [`localhost:${testServer().port}`, `demo.localhost:${testServer().port}`]) {
      const page = await request(host, "/");
      expect(page.status).toBe(200);
      expect(page.text).toContain("Atrium Demo");
    }
  });
});
