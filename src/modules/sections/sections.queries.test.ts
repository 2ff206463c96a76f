import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConflictError, isConflictError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { fetchAs } from "@/testing/browser-fetch";
import { createTestAdmin, createTestWorld, type TestWorld } from "@/testing/factories";
import type { Credentials } from "@/testing/api";
import {
  createMetric,
  createSection,
  fetchMetrics,
  patchMetric,
  pageSectionsQuery,
  saveSection,
  saveSectionMutation,
  sectionKeys,
  type TemplateSectionDto,
} from "./sections.queries";

let world: TestWorld;
let secondAdmin: Credentials;

beforeAll(async () => {
  world = await createTestWorld();
  secondAdmin = await createTestAdmin(world.acme.host, world.acme.organization.id);
});

afterEach(() => vi.unstubAllGlobals());

describe("sections.queries", () => {
  it("two admins edit the same section: the second save fails with a ConflictError carrying the first one's section", async () => {
    fetchAs(world.acme.host, world.admin.cookie);
    const section = await createSection({ url_page: "/queries", section_title: "Start" });
    expect(section.version).toBe(1);

    // Both editors loaded version 1; the first saves.
    const first = createQueryClient();
    await first.fetchQuery(pageSectionsQuery("/queries"));
    const save = first.getMutationCache().build(first, saveSectionMutation(first));
    const saved = await save.execute({ id: section.id, section_title: "First", version: section.version });
    expect(saved).toMatchObject({ section_title: "First", version: 2 });
    // The cache holds the new version, so the first editor's next save starts from it.
    expect(first.getQueryData<TemplateSectionDto[]>(sectionKeys.page("/queries"))?.[0]).toMatchObject({ version: 2 });

    fetchAs(world.acme.host, secondAdmin.cookie);
    const stale = saveSection({ id: section.id, section_title: "Second", version: 1 });
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    const conflict = await stale.catch((error: unknown) => error);
    if (!isConflictError<TemplateSectionDto>(conflict)) throw new Error("expected a conflict");
    expect(conflict).toMatchObject({ status: 409, code: "version_conflict", message: "This was changed by someone else. Reload to see their changes, or overwrite them." });
    // Parsed with the reply's schema: the editor can show it as it shows any section.
    expect(conflict.current).toMatchObject({ id: section.id, section_title: "First", version: 2, website_metric: [] });

    // Overwrite: save again on the version the conflict showed.
    expect(await saveSection({ id: section.id, section_title: "Second", version: conflict.current.version })).toMatchObject({ section_title: "Second", version: 3 });
  });

  it("metrics: a stale one-field change is a ConflictError with the current metric", async () => {
    fetchAs(world.acme.host, world.admin.cookie);
    const metric = await createMetric({ title: "Clients", description: "Served" });
    await patchMetric({ id: metric.id, title: "Customers", version: 1 });
    const conflict = await patchMetric({ id: metric.id, is_card_type: true, version: 1 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError<{ title: string; version: number }>).current).toMatchObject({ title: "Customers", version: 2 });
    expect((await fetchMetrics()).find((row) => row.id === metric.id)).toMatchObject({ is_card_type: false, version: 2 });
  });
});
