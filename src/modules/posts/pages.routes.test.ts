import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/server/http/errors";
import { recentInvalidations } from "@/server/cache";
import { type Credentials, call, expectError } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";
import { insertPost } from "./posts.repository";

let acme: Awaited<ReturnType<typeof createTestOrganization>>;
let globex: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Credentials;

function createPage(json: unknown, token = admin.token, host = acme.host) {
  return call("/api/pages", { host, token, json });
}

beforeAll(async () => {
  acme = await createTestOrganization();
  globex = await createTestOrganization();
  admin = await createTestAdmin(acme.host, acme.organization.id);
});

describe("POST /api/pages", () => {
  it("stores the page as a post: no content, shown, not a blog post, ordered after the others", async () => {
    const first = await createPage({ title: "About us", slug: "about-us", description: "Who we are" });
    expect(first.status).toBe(201);
    const page = await first.json();
    expect(page).toMatchObject({
      title: "About us",
      slug: "about-us",
      description: "Who we are",
      metadescription_for_page: "Who we are",
      content: null,
      display_this_post: true,
      display_as_blog_post: false,
      section_id: null,
      order: 1,
    });
    const second = await (await createPage({ title: "Team", slug: "team" })).json();
    expect(second).toMatchObject({ order: 2, description: null });
    expect(recentInvalidations()).toEqual(expect.arrayContaining([`org-${acme.organization.id}`, `org-${acme.organization.id}-post-team`]));

    // Another organization numbers its own pages and may use the same slug.
    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    expect(await (await createPage({ title: "About", slug: "about-us" }, globexAdmin.token, globex.host)).json()).toMatchObject({ order: 1 });
  });

  it("checks title, slug, its characters and the description with the spec's messages", async () => {
    const cases: [unknown, string][] = [
      [{ slug: "x" }, "Page title is required"],
      [{ title: "  ", slug: "x" }, "Page title is required"],
      [{ title: "About" }, "Page slug is required"],
      [{ title: "About", slug: "" }, "Page slug is required"],
      [{ title: "About", slug: "About Us" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
      [{ title: "About", slug: "about--us-" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
      [{ title: "About", slug: "about", description: "x".repeat(161) }, "Meta description must be at most 160 characters"],
      [{ title: "About", slug: "about", content: "<p>x</p>" }, 'Unrecognized key: "content"'],
      [{ title: "x".repeat(201), slug: "about" }, "Page titles are at most 200 characters"],
      [{ title: "About", slug: "a".repeat(101) }, "Slugs are at most 100 characters"],
    ];
    for (const [json, message] of cases) await expectError(await createPage(json), 400, message);
    expect((await createPage({ title: "Max", slug: "max-description", description: "x".repeat(160) })).status).toBe(201);
  });

  it("answers 409 for a slug the organization already uses", async () => {
    expect((await createPage({ title: "Pricing", slug: "pricing" })).status).toBe(201);
    await expectError(await createPage({ title: "Pricing again", slug: "pricing" }), 409, "A page with this slug already exists");
  });

  it("refuses slugs of the site's own routes and language prefixes", async () => {
    for (const slug of ["api", "login", "admin", "blog", "help-center", "products", "home", "es", "zh"]) {
      await expectError(await createPage({ title: "Reserved", slug }), 400, "This slug is used by the site itself (such as /login or /blog). Please choose another one.");
    }
  });

  it("maps a unique violation from the database to 409", async () => {
    const values = { title: "Race", slug: "race", display_as_blog_post: false };
    await insertPost(acme.organization.id, values, "A page with this slug already exists");
    const second = insertPost(acme.organization.id, values, "A page with this slug already exists");
    await expect(second).rejects.toBeInstanceOf(AppError);
    await expect(second).rejects.toMatchObject({ code: "conflict", message: "A page with this slug already exists" });
  });
});

describe("concurrent page creation", () => {
  it("lets one of two creates with the same slug win and refuses the other with 409", async () => {
    const responses = await Promise.all([createPage({ title: "Same", slug: "same-slug" }), createPage({ title: "Same", slug: "same-slug" })]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect((await refused.json()).error).toBe("A page with this slug already exists");
  });

  it("gives two creates with different slugs different orders", async () => {
    const responses = await Promise.all([createPage({ title: "Left", slug: "left" }), createPage({ title: "Right", slug: "right" })]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    const [left, right] = await Promise.all(responses.map((response) => response.json()));
    expect(left.order).not.toBe(right.order);
    expect(Math.abs(left.order - right.order)).toBe(1);
  });
});

describe("authorization of POST /api/pages", () => {
  it("answers 401 anonymous, 403 members and 404 admins of another organization", async () => {
    const json = { title: "Guarded", slug: "guarded" };
    const member = await createTestMember(acme.host);
    const outsider = await createTestAdmin(globex.host, globex.organization.id);
    await expectError(await createPage(json, ""), 401, "No active session found. Please log in again.");
    expect((await createPage(json, member.token)).status).toBe(403);
    expect((await createPage(json, outsider.token)).status).toBe(404);
    expect((await call("/api/posts/guarded", { host: acme.host })).status).toBe(404);
  });
});
