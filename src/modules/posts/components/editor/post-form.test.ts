import { describe, expect, it } from "vitest";
import type { PostDto } from "../../posts.queries";
import { emptyPostForm, emptyTranslation, firstPostProblem, formPlace, hasTranslatedAddress, parseOrder, prefilledPostForm, toPostBody, toPostForm, translationMissing, type PostForm } from "./post-form";

const form = (change: Partial<PostForm>): PostForm => ({ ...emptyPostForm, title: "Moving to Spain", ...change });

describe("the post editor's form", () => {
  it("parses order fields as whole numbers, 0 when empty or not a number (spec 000 §5)", () => {
    expect([parseOrder("3"), parseOrder(""), parseOrder("abc"), parseOrder(" 7 "), parseOrder("-2")]).toEqual([3, 0, 0, 7, -2]);
    expect(toPostBody(form({ is_help_center: true, help_center_order: "4", doc_set_order: "" })).display_config).toMatchObject({ is_help_center: true, help_center_order: 4 });
  });

  it("sends the document set chosen: an existing set's slug, a new set's title, or none", () => {
    expect(toPostBody(form({ doc_set_choice: "existing", doc_set: "getting-started", doc_set_order: "2" })).organization_config).toMatchObject({ doc_set: "getting-started", doc_set_order: 2 });
    expect(toPostBody(form({ doc_set_choice: "new", new_doc_set_title: " Visa guide " })).organization_config).toMatchObject({ doc_set: "", doc_set_title: "Visa guide" });
    expect(toPostBody(form({ doc_set_choice: "none", doc_set: "getting-started" })).organization_config).toMatchObject({ doc_set: null, doc_set_title: null });
  });

  it("empties blank fields to null and an empty editor's content too", () => {
    const body = toPostBody(form({ description: "  ", content: "<p></p>", author_name: "Ana" }));
    expect(body).toMatchObject({ description: null, content: null, author_name: "Ana", content_type: "html" });
  });

  it("names the first thing the API would refuse, in the API's own words", () => {
    expect(firstPostProblem(form({}))).toBeNull();
    expect(firstPostProblem(form({ title: "   " }))).toBe("Title is required");
    expect(firstPostProblem(form({ metadescription_for_page: "x".repeat(161) }))).toBe("Meta description must be at most 160 characters");
    expect(firstPostProblem(form({ doc_set_choice: "existing", doc_set: "s", doc_set_order: "-1" }))).toBe("Order fields must be 0 or more");
    expect(firstPostProblem(form({ slug: "Not A Slug" }))).toBe("Slug can only contain lowercase letters, numbers, and hyphens");
  });

  it("starts a prefilled help-center article with its title, a slug the API accepts, and a place in the help center only", () => {
    const draft = prefilledPostForm({ title: "How long should my password be?", helpCenter: true });
    expect(draft).toMatchObject({ title: "How long should my password be?", slug: "how-long-should-my-password-be", is_help_center: true, display_as_blog_post: false, display_this_post: true });
    const long = prefilledPostForm({ title: `Why ${"very ".repeat(40)}long?`, helpCenter: false });
    expect(long).toMatchObject({ is_help_center: false, display_as_blog_post: true });
    expect(firstPostProblem(long)).toBeNull();
  });

  it("sends each field's translations as a map of the languages where it has text, and reads them back the same", () => {
    const spanish = { ...emptyTranslation, title: " Mudarse a España ", content: "<p>Hola</p>" };
    const body = toPostBody(form({ content: "<p>Hello</p>", translations: { es: spanish, de: { ...emptyTranslation, content: "<p></p>" } } }));
    expect(body).toMatchObject({ title_translation: { es: "Mudarse a España" }, content_translation: { es: "<p>Hola</p>" }, description_translation: {}, metadescription_for_page_translation: {} });
    const stored = { ...body, title_translation: { es: "Mudarse a España" }, description_translation: { de: "Umzug" } } as unknown as PostDto;
    expect(toPostForm({ ...stored, id: "p", slug: "moving", description: null, content: null, author_name: null, main_photo: null, metadescription_for_page: null, subsection: null, doc_set: null, doc_set_title: null, section_id: null } as PostDto).translations).toEqual({
      es: { ...emptyTranslation, title: "Mudarse a España", content: "<p>Hola</p>" },
      de: { ...emptyTranslation, description: "Umzug" },
    });
  });

  it("sends the slug in each language as slug_translation, never counts an empty one as missing, and offers it where the post has its own address", () => {
    const written = form({ title: "Getting started", translations: { es: { ...emptyTranslation, title: "Primeros pasos", slug: " primeros-pasos " }, de: { ...emptyTranslation, title: "Erste Schritte" } } });
    expect(toPostBody(written).slug_translation).toEqual({ es: "primeros-pasos" });
    expect(translationMissing(written, "de")).toBe(false);
    expect(firstPostProblem({ ...written, translations: { es: { ...emptyTranslation, slug: "Primeros Pasos" } } })).toBe("Slug can only contain lowercase letters, numbers, and hyphens");
    const stored = { ...toPostBody(written), slug_translation: { es: "primeros-pasos" }, title_translation: {}, description_translation: {}, content_translation: {}, metadescription_for_page_translation: {} } as unknown as PostDto;
    expect(toPostForm({ ...stored, id: "p", slug: "getting-started", description: null, content: null, author_name: null, main_photo: null, metadescription_for_page: null, subsection: null, doc_set: null, doc_set_title: null, section_id: null } as PostDto).translations).toEqual({
      es: { ...emptyTranslation, slug: "primeros-pasos" },
    });
    expect(hasTranslatedAddress(written)).toBe(true);
    expect(hasTranslatedAddress({ ...written, display_as_blog_post: false })).toBe(false);
    expect(formPlace({ ...written, display_as_blog_post: false, doc_set_choice: "new", new_doc_set_title: "Handbook" })).toMatchObject({ doc_set: "handbook" });
  });

  it("marks a language missing while a field with text in the default language has none in it", () => {
    const written = form({ content: "<p>Hello</p>", translations: { es: { ...emptyTranslation, title: "Mudarse" } } });
    expect(translationMissing(written, "es")).toBe(true);
    expect(translationMissing(written, "de")).toBe(true);
    expect(translationMissing({ ...written, translations: { es: { ...emptyTranslation, title: "Mudarse", content: "<p>Hola</p>" } } }, "es")).toBe(false);
  });
});
