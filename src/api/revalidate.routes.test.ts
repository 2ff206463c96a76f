import { describe, expect, it } from "vitest";
import { recentInvalidations } from "@/server/cache";
import { call } from "@/testing/api";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";

describe("POST /api/revalidate", () => {
  it("refreshes this organization's tags and refuses any other", async () => {
    const site = await createTestOrganization();
    const other = await createTestOrganization();
    const admin = await createTestAdmin(site.host, site.organization.id);
    const own = `org-${site.organization.id}`;

    for (const tag of [own, `${own}-post-welcome`]) {
      const response = await call("/api/revalidate", { host: site.host, token: admin.token, json: { tag } });
      expect(response.status).toBe(200);
      expect(recentInvalidations().at(-1)).toBe(tag);
    }
    const foreign = await call("/api/revalidate", { host: site.host, token: admin.token, json: { tag: `org-${other.organization.id}` } });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error).toBe(`Tag must be ${own} or ${own}-post-{slug}`);
    expect((await call("/api/revalidate", { host: site.host, token: admin.token, json: {} })).status).toBe(400);
  });
});
