import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConflictError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { createHero } from "@/modules/hero/hero.queries";
import { createHeading } from "@/modules/headings/headings.queries";
import { fetchAs } from "@/testing/browser-fetch";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";
import { layoutKeys, layoutOrder, pageLayoutQuery, savePageLayout, savePageLayoutMutation, type PageLayoutDto } from "./layout.queries";

let site: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Awaited<ReturnType<typeof createTestAdmin>>;
let secondAdmin: Awaited<ReturnType<typeof createTestAdmin>>;

beforeAll(async () => {
  site = await createTestOrganization();
  admin = await createTestAdmin(site.host, site.organization.id);
  secondAdmin = await createTestAdmin(site.host, site.organization.id);
});

afterEach(() => vi.unstubAllGlobals());

describe("layout.queries", () => {
  it("loads the layout with versions, saves the new order, and a stale save is a ConflictError with the current layout", async () => {
    fetchAs(site.host, admin.cookie);
    await createHero({ title: "Hero", url_page: "/q-layout" });
    await createHeading({ name: "Heading", description_text: "D", url_page: "/q-layout" });
    const client = createQueryClient();
    const loaded = await client.fetchQuery(pageLayoutQuery("/q-layout"));
    expect(loaded.map((row) => [row.type, row.version])).toEqual([["hero", 1], ["heading_section", 1]]);

    const save = client.getMutationCache().build(client, savePageLayoutMutation(client));
    const saved = await save.execute(layoutOrder("/q-layout", [...loaded].reverse()));
    // Both started at order 0: the heading keeps its place (and version); the hero moves to 10.
    expect(saved.map((row) => [row.type, row.version])).toEqual([["heading_section", 1], ["hero", 2]]);
    expect(client.getQueryData<PageLayoutDto>(layoutKeys.page("/q-layout"))).toEqual(saved);

    fetchAs(site.host, secondAdmin.cookie);
    const conflict = await savePageLayout(layoutOrder("/q-layout", loaded)).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError<PageLayoutDto>).current).toEqual(saved);
  });
});
