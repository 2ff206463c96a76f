import { describe, expect, it, vi } from "vitest";
import { createOrganization } from "./organizations.service";
import { resolveTenant } from "./tenant";

describe("organization from the Host header", () => {
  it("answers on base_url, base_url_local, extra hosts and <slug>.localhost, in any letter case", async () => {
    const { organization } = await createOrganization({
      name: "Northwind Clinic",
      slug: "northwind",
      type: "healthcare",
      base_url: "https://northwind-clinic.com",
      base_url_local: "http://localhost:4100",
      hosts: ["www.northwind-clinic.com"],
    });
    for (const host of ["northwind-clinic.com", "NorthWind-Clinic.com:443", "localhost:4100", "www.northwind-clinic.com", "northwind.localhost:3000", "northwind.localhost"]) {
      expect((await resolveTenant(host))?.id, host).toBe(organization.id);
    }
  });

  it("answers nothing for a host of no organization", async () => {
    for (const host of ["nowhere.example", "localhost:9", "unknown.localhost:3000", "", null]) {
      expect(await resolveTenant(host)).toBeNull();
    }
  });

  it("sees a new organization at once, even for a host it answered 'unknown' a moment before", async () => {
    expect(await resolveTenant("fresh.example")).toBeNull();
    const { organization } = await createOrganization({ name: "Fresh", slug: "fresh", hosts: ["fresh.example"] });
    expect((await resolveTenant("fresh.example"))?.id).toBe(organization.id);
  });

  it("refuses a host that already belongs to another organization, and leaves nothing half-made", async () => {
    await createOrganization({ name: "Owner", slug: "owner", hosts: ["shared.example"] });
    await expect(createOrganization({ name: "Intruder", slug: "intruder", hosts: ["shared.example"] })).rejects.toThrow(
      "The host shared.example already belongs to another organization",
    );
    expect(await resolveTenant("intruder.localhost")).toBeNull();
  });

  it("sees a new organization at once from another copy of this module (the public renderer's, outside Next's bundle)", async () => {
    expect(await resolveTenant("copy.example")).toBeNull();
    vi.resetModules();
    const copy = await import("./tenant");
    expect(copy.resolveTenant).not.toBe(resolveTenant);
    expect(await copy.resolveTenant("copy.example")).toBeNull();
    const { organization } = await createOrganization({ name: "Copy", slug: "copy", hosts: ["copy.example"] });
    expect((await copy.resolveTenant("copy.example"))?.id).toBe(organization.id);
  });
});
