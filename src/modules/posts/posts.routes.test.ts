import { beforeAll, describe, expect, it } from "vitest";
import { recentInvalidations } from "@/server/cache";
import { type Credentials, call, expectError } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

let acme: Awaited<ReturnType<typeof createTestOrganization>>;
let globex: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Credentials;
let helpSectionId: string;

/** A template section of `host`'s organization, made through the API by its admin. */
async function sectionOf(host: string, token: string): Promise<string> {
  const response = await call("/api/template-sections", { host, token, json: { url_page: "/help-center", section_title: "Visas" } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function createPost(json: unknown, token = admin.token, host = acme.host) {
  return call("/api/posts", { host, token, json });
}

function patchPost(slug: string, json: unknown, token = admin.token, host = acme.host) {
  return call(`/api/posts/${slug}`, { host, token, json, method: "PATCH" });
}

beforeAll(async () => {
  acme = await createTestOrganization();
  globex = await createTestOrganization();
  admin = await createTestAdmin(acme.host, acme.organization.id);
  helpSectionId = await sectionOf(acme.host, admin.token);
});

describe("POST /api/posts", () => {
  it("creates a post from the grouped configuration, with defaults, and answers its slug", async () => {
    const response = await createPost({
      title: "Moving to Canada: a guide!",
      description: "Everything in one place",
      content: "<h2>Visas</h2><p>Apply <a href='/apply'>here</a></p><script>alert(1)</script>",
      content_type: "html",
      display_config: { is_help_center: true, help_center_order: 3, type: "minimal", is_numbered: true },
      organization_config: { section_id: helpSectionId, subsection: "Visas", order: 2, doc_set_order: 0 },
      author_config: { is_with_author: true, author_id: admin.userId },
      media_config: { main_photo: "https://cdn.example.com/canada.jpg" },
      author_name: "Ana",
      metadescription_for_page: "A guide to moving to Canada",
      created_on: "2026-01-31T09:30:00Z",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      slug: "moving-to-canada-a-guide",
      title: "Moving to Canada: a guide!",
      content: '<h2>Visas</h2><p>Apply <a href="/apply">here</a></p>',
      display_this_post: true,
      display_as_blog_post: true,
      is_displayed_first_page: false,
      is_help_center: true,
      help_center_order: 3,
      type: "minimal",
      is_numbered: true,
      section_id: helpSectionId,
      subsection: "Visas",
      order: 2,
      doc_set: null,
      is_with_author: true,
      is_company_author: false,
      author_id: admin.userId,
      main_photo: "https://cdn.example.com/canada.jpg",
      author_name: "Ana",
      created_on: "2026-01-31T09:30:00.000Z",
    });
    expect(recentInvalidations()).toEqual(expect.arrayContaining([`org-${acme.organization.id}`, `org-${acme.organization.id}-post-moving-to-canada-a-guide`]));
  });

  it("makes generated slugs unique and never a reserved one", async () => {
    const slugs = [];
    for (const title of ["Hello world", "Hello, World", "Hello world!", "Blog", "!!!"]) {
      slugs.push((await (await createPost({ title })).json()).slug);
    }
    expect(slugs).toEqual(["hello-world", "hello-world-2", "hello-world-3", "blog-2", "post"]);
    const defaults = await (await call("/api/posts/post", { host: acme.host })).json();
    expect(defaults).toMatchObject({ order: 0, help_center_order: 0, doc_set_order: 0, content: null, content_type: "html", type: "default" });
  });

  it("takes a given slug, and answers 409 when it is taken or 400 when reserved", async () => {
    expect((await (await createPost({ title: "Chosen", slug: "my-choice" })).json()).slug).toBe("my-choice");
    expect((await (await createPost({ title: "Empty slug", slug: "" })).json()).slug).toBe("empty-slug");
    await expectError(await createPost({ title: "Again", slug: "my-choice" }), 409, "A post with this slug already exists");
    await expectError(await createPost({ title: "Login", slug: "login" }), 400, "This slug is used by the site itself (such as /login or /blog). Please choose another one.");
  });

  it("keeps a landing post's code view HTML but strips scripts and handlers", async () => {
    const post = await (
      await createPost({
        title: "Launch",
        display_config: { type: "landing" },
        content: '<section class="hero" onmouseover="x()"><h1>Launch</h1><iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.io"></iframe><script>x</script></section>',
      })
    ).json();
    expect(post.content).toBe('<section class="hero"><h1>Launch</h1><iframe src="https://www.youtube.com/embed/abc"></iframe></section>');
  });

  it("checks the body with clear messages", async () => {
    const cases: [unknown, string][] = [
      [{}, "Title is required"],
      [{ title: "   " }, "Title is required"],
      [{ title: "T", metadescription_for_page: "x".repeat(161) }, "Meta description must be at most 160 characters"],
      [{ title: "T", slug: "Not A Slug" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
      [{ title: "T", organization_config: { order: -1 } }, "Order fields must be 0 or more"],
      [{ title: "T", organization_config: { doc_set_order: 1.5 } }, "Order fields must be whole numbers"],
      [{ title: "T", display_config: { help_center_order: "2" } }, "Order fields must be whole numbers"],
      [{ title: "T", display_config: { type: "fancy" } }, "Post type must be one of: default, minimal, landing, doc_set"],
      [{ title: "T", content_type: "markdown" }, "Content type must be html"],
      [{ title: "T", organization_config: { section_id: "abc" } }, "section_id must be a section's id"],
      [{ title: "T", media_config: { main_photo: "javascript:alert(1)" } }, "Please enter a valid URL"],
      [{ title: "T", created_on: "yesterday" }, "created_on must be a date and time such as 2026-01-31T09:30:00Z"],
      [{ title: "T", display_config: { hidden: true } }, 'Unrecognized key: "hidden"'],
      [{ title: "T", organization_id: globex.organization.id }, 'Unrecognized key: "organization_id"'],
      [{ title: "x".repeat(301) }, "Titles are at most 300 characters"],
      [{ title: "T", content: "x".repeat(500_001) }, "Content is at most 500,000 characters"],
    ];
    for (const [json, message] of cases) await expectError(await createPost(json), 400, message);
  });
});

describe("rows a post names by id", () => {
  it("must belong to the host's organization: another organization's section or user is not found", async () => {
    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    const globexSection = await sectionOf(globex.host, globexAdmin.token);
    await expectError(await createPost({ title: "Borrowed section", organization_config: { section_id: globexSection } }), 404, "Section not found");
    await expectError(await createPost({ title: "Borrowed author", author_config: { author_id: globexAdmin.userId } }), 404, "Author not found");
    const created = await createPost({ title: "Own rows", organization_config: { section_id: helpSectionId }, author_config: { author_id: admin.userId } });
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await expectError(await patchPost(slug, { organization_config: { section_id: globexSection } }), 404, "Section not found");
  });
});

describe("document sets", () => {
  it("uses an existing set, creates a new one from its title, and lists them for the host's organization", async () => {
    const created = await (await createPost({ title: "Install", organization_config: { doc_set_title: "Getting Started Guide", doc_set_order: 1 } })).json();
    expect(created).toMatchObject({ doc_set: "getting-started-guide", doc_set_title: "Getting Started Guide", doc_set_order: 1 });
    const chosen = await (await createPost({ title: "Configure", organization_config: { doc_set: "getting-started-guide", doc_set_order: 2 } })).json();
    expect(chosen).toMatchObject({ doc_set: "getting-started-guide", doc_set_title: "Getting Started Guide" });
    const none = await (await createPost({ title: "Loose", organization_config: { doc_set: "" } })).json();
    expect(none).toMatchObject({ doc_set: null, doc_set_title: null });
    await expectError(await createPost({ title: "Lost", organization_config: { doc_set: "no-such-set" } }), 404, "Document set not found");

    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    await createPost({ title: "Theirs", organization_config: { doc_set_title: "Globex Manual" } }, globexAdmin.token, globex.host);

    const list = await call(`/api/document-sets?organization_id=${acme.organization.id}`, { host: acme.host });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ items: [{ slug: "getting-started-guide", title: "Getting Started Guide" }], next_cursor: null });
    expect(((await (await call("/api/document-sets", { host: acme.host })).json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it("pages the sets with a cursor, and answers 400 for a cursor or limit it did not give", async () => {
    await createPost({ title: "Zebra notes", organization_config: { doc_set_title: "Zebra Manual" } });
    const first = (await (await call("/api/document-sets?limit=1", { host: acme.host })).json()) as { items: { slug: string }[]; next_cursor: string | null };
    expect(first.items.map((set) => set.slug)).toEqual(["getting-started-guide"]);
    const second = (await (await call(`/api/document-sets?limit=1&cursor=${first.next_cursor}`, { host: acme.host })).json()) as typeof first;
    expect(second).toEqual({ items: [{ slug: "zebra-manual", title: "Zebra Manual" }], next_cursor: null });
    await expectError(await call("/api/document-sets?cursor=not-ours", { host: acme.host }), 400, "This cursor is not one the list answered: ask again without it");
    await expectError(await call("/api/document-sets?limit=0", { host: acme.host }), 400, "limit must be a whole number from 1 to 500");
    await expectError(await call("/api/document-sets?limit=501", { host: acme.host }), 400, "limit must be a whole number from 1 to 500");
  });

  it("answers 404 for an organization other than the host's", async () => {
    for (const id of [globex.organization.id, "not-a-uuid"]) {
      expect((await call(`/api/document-sets?organization_id=${id}`, { host: acme.host })).status).toBe(404);
    }
  });
});

describe("PATCH /api/posts/:slug", () => {
  it("updates only the fields sent, renames the slug and invalidates both slugs", async () => {
    await createPost({ title: "Draft", slug: "draft", description: "Keep me", display_config: { is_numbered: true } });
    const response = await patchPost("draft", { title: "Final", slug: "final", display_config: { display_this_post: false }, author_name: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: "final", title: "Final", description: "Keep me", is_numbered: true, display_this_post: false, author_name: null });
    expect(recentInvalidations()).toEqual(expect.arrayContaining([`org-${acme.organization.id}-post-draft`, `org-${acme.organization.id}-post-final`]));
    expect((await patchPost("draft", { title: "Gone" })).status).toBe(404);
  });

  it("sanitizes content for the post's type, also when only the type changes", async () => {
    const landingHtml = '<section><h1>Hi</h1></section><img src="/a.png" onerror="x()">';
    await createPost({ title: "Typed", slug: "typed", display_config: { type: "landing" }, content: landingHtml });
    expect((await (await patchPost("typed", { content: `${landingHtml}<script>x</script>` })).json()).content).toBe('<section><h1>Hi</h1></section><img src="/a.png">');
    expect((await (await patchPost("typed", { display_config: { type: "default" } })).json()).content).toBe('<h1>Hi</h1><img src="/a.png">');
  });

  it("answers 409 for a slug in use, 400 for reserved or invalid input, 404 for another organization's post", async () => {
    await createPost({ title: "One", slug: "one" });
    await createPost({ title: "Two", slug: "two" });
    await expectError(await patchPost("two", { slug: "one" }), 409, "A post with this slug already exists");
    await expectError(await patchPost("two", { slug: "account" }), 400, "This slug is used by the site itself (such as /login or /blog). Please choose another one.");
    await expectError(await patchPost("two", { title: "" }), 400, "Title is required");
    await expectError(await patchPost("two", { metadescription_for_page: "y".repeat(161) }), 400, "Meta description must be at most 160 characters");
    expect((await patchPost("two", { slug: "two" })).status).toBe(200);

    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    await createPost({ title: "Secret", slug: "secret" }, globexAdmin.token, globex.host);
    expect((await patchPost("secret", { title: "Mine" })).status).toBe(404);
    expect((await call("/api/posts/secret", { host: acme.host })).status).toBe(404);
  });
});

describe("a post's slug in other languages (slug_translation, decision 042)", () => {
  it("is taken per language, blank ones dropped, answered with the post and kept in its revisions", async () => {
    const created = await createPost({ title: "Getting started", slug: "getting-started", slug_translation: { es: " como-empezar ", fr: "" } });
    expect(created.status).toBe(201);
    expect((await created.json()).slug_translation).toEqual({ es: "como-empezar" });
    const patched = await patchPost("getting-started", { slug_translation: { es: "primeros-pasos", de: "erste-schritte" } });
    expect(patched.status).toBe(200);
    expect((await patched.json()).slug_translation).toEqual({ es: "primeros-pasos", de: "erste-schritte" });
    const edited = await call("/api/posts/getting-started/edit", { host: acme.host, token: admin.token });
    expect((await edited.json()).slug_translation).toEqual({ es: "primeros-pasos", de: "erste-schritte" });
    // A PATCH without the map keeps it; the revision before the last save holds the first one.
    expect((await (await patchPost("getting-started", { title: "Getting started!" })).json()).slug_translation).toEqual({ es: "primeros-pasos", de: "erste-schritte" });
    const revisions = (await (await call("/api/posts/getting-started/revisions", { host: acme.host, token: admin.token })).json()) as { id: string; slug_translation: Record<string, string> }[];
    const first = revisions.find((revision) => revision.slug_translation.es === "como-empezar");
    expect(first).toBeDefined();
    const restored = await call(`/api/posts/getting-started/revisions/${first!.id}/restore`, { host: acme.host, token: admin.token, json: {} });
    expect((await restored.json()).slug_translation).toEqual({ es: "como-empezar" });
  });

  it("refuses a slug another post has as its slug or as its slug in that language, with the slug's message", async () => {
    await createPost({ title: "Taxes", slug: "taxes", slug_translation: { es: "impuestos" } });
    await createPost({ title: "Rent", slug: "rent" });
    await expectError(await patchPost("rent", { slug_translation: { es: "impuestos" } }), 409, "A post with this slug already exists");
    await expectError(await patchPost("rent", { slug_translation: { fr: "taxes" } }), 409, "A post with this slug already exists");
    await expectError(await createPost({ title: "Impuestos", slug: "impuestos" }), 409, "A post with this slug already exists");
    await expectError(await patchPost("rent", { slug: "impuestos" }), 409, "A post with this slug already exists");
    await expectError(await patchPost("rent", { slug_translation: { es: "login" } }), 400, "This slug is used by the site itself (such as /login or /blog). Please choose another one.");
    // Another language may share it, and a post may keep its own slugs.
    expect((await patchPost("rent", { slug_translation: { de: "impuestos" } })).status).toBe(200);
    expect((await patchPost("taxes", { slug_translation: { es: "impuestos", fr: "taxes" } })).status).toBe(200);
    // A title whose slug another post has in a language gets the next free one.
    expect((await (await createPost({ title: "Impuestos" })).json()).slug).toBe("impuestos-2");
  });

  it("checks each slug as the slug is, and knows only the site's languages", async () => {
    await createPost({ title: "Checked", slug: "checked" });
    await expectError(await patchPost("checked", { slug_translation: { es: "Con Espacios" } }), 400, "Slug can only contain lowercase letters, numbers, and hyphens");
    await expectError(await patchPost("checked", { slug_translation: { es: "a".repeat(101) } }), 400, "Slugs are at most 100 characters");
    const unknown = await patchPost("checked", { slug_translation: { xx: "hola" } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatch(/^Translations may only use the languages en, es/);
    await expectError(await createPost({ title: "Bad", slug_translation: { es: "-bad-" } }), 400, "Slug can only contain lowercase letters, numbers, and hyphens");
  });

  it("is changed by the organization's admins only", async () => {
    await createPost({ title: "Guarded address", slug: "guarded-address" });
    const member = await createTestMember(acme.host);
    const outsider = await createTestAdmin(globex.host, globex.organization.id);
    for (const [token, status] of [["", 401], [member.token, 403], [outsider.token, 404]] as const) {
      expect((await patchPost("guarded-address", { slug_translation: { es: "protegido" } }, token)).status).toBe(status);
    }
    const stored = await call("/api/posts/guarded-address/edit", { host: acme.host, token: admin.token });
    expect((await stored.json()).slug_translation).toEqual({});
  });
});

describe("GET /api/posts/:slug", () => {
  it("shows published posts to anyone, hidden ones to no one", async () => {
    await createPost({ title: "Public", slug: "public" });
    await createPost({ title: "Hidden", slug: "hidden", display_config: { display_this_post: false } });
    const shown = await call("/api/posts/public", { host: acme.host });
    expect(shown.status).toBe(200);
    expect((await shown.json()).title).toBe("Public");
    expect((await call("/api/posts/hidden", { host: acme.host })).status).toBe(404);
    expect((await call("/api/posts/hidden", { host: acme.host, token: admin.token })).status).toBe(404);
  });
});

describe("authorization of post mutations", () => {
  it("answers 401 anonymous, 403 members and 404 admins of another organization", async () => {
    await createPost({ title: "Guarded", slug: "guarded" });
    const member = await createTestMember(acme.host);
    const outsider = await createTestAdmin(globex.host, globex.organization.id);
    for (const [token, status] of [["", 401], [member.token, 403], [outsider.token, 404]] as const) {
      expect((await createPost({ title: "Nope" }, token)).status).toBe(status);
      expect((await patchPost("guarded", { title: "Nope" }, token)).status).toBe(status);
    }
    expect((await (await call("/api/posts/guarded", { host: acme.host })).json()).title).toBe("Guarded");
  });
});
