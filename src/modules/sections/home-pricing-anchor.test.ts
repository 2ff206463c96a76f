import { describe, expect, it } from "vitest";
// First: the API (through the factories) sets zod up for OpenAPI before any module schema is made.
import { createTestOrganization } from "@/testing/factories";
import { createSection, homePricingAnchor } from "./sections.service";
import { createSectionBody } from "./sections.validation";

const create = (organizationId: string, url_page: string, section_type: "general" | "pricing_plans") =>
  createSection(organizationId, createSectionBody.parse({ url_page, section_type, section_title: "Plans" }));

describe("where /basket sends a visitor for plans", () => {
  it("is the home page's first pricing section", async () => {
    const { organization } = await createTestOrganization();
    await create(organization.id, "/", "general");
    const pricing = await create(organization.id, "/", "pricing_plans");
    await create(organization.id, "/", "pricing_plans");
    expect(await homePricingAnchor(organization.id)).toBe(`section-${pricing.id}`);
  });

  it("is none when the home page has no pricing section (another page's does not count)", async () => {
    const { organization } = await createTestOrganization();
    await create(organization.id, "/", "general");
    await create(organization.id, "/prices", "pricing_plans");
    expect(await homePricingAnchor(organization.id)).toBeNull();
  });
});
