import { beforeAll, describe, expect, it } from "vitest";
import { call, expectAdminOnly } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});

const asAdmin = (path: string, request: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...request });

async function createPost(title: string) {
  const response = await asAdmin("/api/posts", { json: { title, content: "<p>First draft</p>" } });
  expect(response.status).toBe(201);
  return (await response.json()) as { slug: string; version: number };
}

type Revision = { id: string; version: number; title: string; content: string | null; type: string };
const revisions = async (slug: string) => (await (await asAdmin(`/api/posts/${slug}/revisions`)).json()) as Revision[];

describe("revisions of a post", () => {
  it("keep what the post held before each of its last 10 saves, newest first", async () => {
    const { slug } = await createPost("Visa checklist");
    expect(await revisions(slug)).toEqual([]);
    for (let save = 1; save <= 12; save++) {
      expect((await asAdmin(`/api/posts/${slug}`, { method: "PATCH", json: { content: `<p>Draft ${save + 1}</p>` } })).status).toBe(200);
    }
    const kept = await revisions(slug);
    expect(kept).toHaveLength(10);
    // Saves 3 to 12 replaced drafts 3 to 12 (versions 3 to 12); the first two revisions were dropped.
    expect(kept.map((revision) => revision.content)).toEqual(Array.from({ length: 10 }, (_, index) => `<p>Draft ${12 - index}</p>`));
    expect(kept.map((revision) => revision.version)).toEqual(Array.from({ length: 10 }, (_, index) => 12 - index));
  });

  it("restore a revision's title, text and type as a new save, which is itself kept, and refuse a stale version", async () => {
    const { slug } = await createPost("Moving with pets");
    await asAdmin(`/api/posts/${slug}`, { method: "PATCH", json: { title: "Moving with pets: a checklist", content: "<p>Rewritten</p>", display_config: { type: "minimal" } } });
    const [before] = await revisions(slug);
    expect(before).toMatchObject({ title: "Moving with pets", content: "<p>First draft</p>", type: "default", version: 1 });

    const stale = await asAdmin(`/api/posts/${slug}/revisions/${before!.id}/restore`, { json: { version: 1 } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).code).toBe("version_conflict");

    const restored = await asAdmin(`/api/posts/${slug}/revisions/${before!.id}/restore`, { json: { version: 2 } });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ title: "Moving with pets", content: "<p>First draft</p>", version: 3 });
    const read = await (await call(`/api/posts/${slug}`, { host: world.acme.host })).json();
    expect(read).toMatchObject({ title: "Moving with pets", content: "<p>First draft</p>" });
    expect((await revisions(slug))[0]).toMatchObject({ title: "Moving with pets: a checklist", content: "<p>Rewritten</p>", type: "minimal", version: 2 });
  });

  it("answer 404 for an unknown post or revision", async () => {
    const { slug } = await createPost("Bank accounts");
    expect((await asAdmin("/api/posts/no-such-post/revisions")).status).toBe(404);
    expect((await asAdmin(`/api/posts/${slug}/revisions/not-an-id/restore`, { json: {} })).status).toBe(404);
    expect((await asAdmin(`/api/posts/${slug}/revisions/00000000-0000-4000-8000-000000000000/restore`, { json: {} })).status).toBe(404);
  });

  it("are for the post's admins only: anonymous 401, member 403, another organization's admin 404", async () => {
    const { slug } = await createPost("Tax numbers");
    await asAdmin(`/api/posts/${slug}`, { method: "PATCH", json: { content: "<p>Second</p>" } });
    const [revision] = await revisions(slug);
    await expectAdminOnly(world, `/api/posts/${slug}/revisions`, { method: "GET" });
    await expectAdminOnly(world, `/api/posts/${slug}/revisions/${revision!.id}/restore`, { method: "POST", json: {} });
    expect((await (await call(`/api/posts/${slug}`, { host: world.acme.host })).json()).content).toBe("<p>Second</p>");
  });
});

describe("a post as its editor reads it (GET /api/posts/{slug}/edit)", () => {
  it("is there for the post's admins whether shown or hidden, while visitors find a hidden post nowhere", async () => {
    const { slug } = await createPost("Hidden draft");
    await asAdmin(`/api/posts/${slug}`, { method: "PATCH", json: { display_config: { display_this_post: false } } });
    expect((await call(`/api/posts/${slug}`, { host: world.acme.host })).status).toBe(404);
    const read = await asAdmin(`/api/posts/${slug}/edit`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ slug, title: "Hidden draft", display_this_post: false, content: "<p>First draft</p>" });
    expect((await asAdmin("/api/posts/no-such-post/edit")).status).toBe(404);
    await expectAdminOnly(world, `/api/posts/${slug}/edit`, { method: "GET" });
  });
});
