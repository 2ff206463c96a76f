import type { postDisplayTypes } from "@/lib/design-tokens";
import type { PostPrefill } from "@/lib/new-post-address";
import { slugify } from "@/lib/slug";
import type { NewPostFields, PostDto } from "../../posts.queries";
import { createPostBody, slugMaxLength } from "../../posts.validation";

/** Where a post's document set comes from (spec 000 §5 "Post"): none, an existing set, or a new one. */
export type DocSetChoice = "none" | "existing" | "new";

/**
 * The post editor's form: the post's fields (spec 000 §3 "Post") as the inputs hold them. Order
 * fields are the text typed, parsed on save as whole numbers (0 when empty).
 */
export interface PostForm {
  title: string;
  description: string;
  content: string;
  slug: string;
  author_name: string;
  main_photo: string;
  metadescription_for_page: string;
  display_this_post: boolean;
  display_as_blog_post: boolean;
  is_displayed_first_page: boolean;
  is_help_center: boolean;
  help_center_order: string;
  subsection: string;
  type: (typeof postDisplayTypes)[number];
  is_numbered: boolean;
  doc_set_choice: DocSetChoice;
  doc_set: string;
  new_doc_set_title: string;
  doc_set_order: string;
  order: string;
  /** The post's words in other languages, by language (issue 33 point 8): a blank field shows the base text to visitors. */
  translations: Record<string, PostTranslation>;
}

/** The texts a post has in each language (a language lacking one of them shows "missing"). */
export const translatedFields = ["title", "description", "content", "metadescription_for_page"] as const;
/** The texts and the slug (decision 042: empty, the base slug; never "missing"). */
export type PostTranslation = Record<(typeof translatedFields)[number] | "slug", string>;
export const emptyTranslation: PostTranslation = { title: "", description: "", content: "", metadescription_for_page: "", slug: "" };

/** Whether the post has an address of its own per language: blog posts, help articles and chapters; a page keeps one (its sections hang on it). */
export const hasTranslatedAddress = (form: Pick<PostForm, "display_as_blog_post" | "is_help_center" | "doc_set_choice">) => form.display_as_blog_post || form.is_help_center || form.doc_set_choice !== "none";

/** Where the form's post is read (its set, the help center, the blog or its own page), for `placeOf`. */
export function formPlace(form: PostForm) {
  const docSet = form.doc_set_choice === "existing" ? form.doc_set : form.doc_set_choice === "new" ? slugify(form.new_doc_set_title) : "";
  return { slug: form.slug, doc_set: docSet || null, is_help_center: form.is_help_center, display_as_blog_post: form.display_as_blog_post };
}

/** A language is missing something when a field that has base text has no translation there. */
export function translationMissing(form: PostForm, language: string): boolean {
  const translation = form.translations[language] ?? emptyTranslation;
  return translatedFields.some((name) => hasText(form[name]) && !hasText(translation[name]));
}

/** A new post: shown, on the blog, of the default type (000 §3's defaults). */
export const emptyPostForm: PostForm = {
  title: "",
  description: "",
  content: "",
  slug: "",
  author_name: "",
  main_photo: "",
  metadescription_for_page: "",
  display_this_post: true,
  display_as_blog_post: true,
  is_displayed_first_page: false,
  is_help_center: false,
  help_center_order: "0",
  subsection: "",
  type: "default",
  is_numbered: false,
  doc_set_choice: "none",
  doc_set: "",
  new_doc_set_title: "",
  doc_set_order: "0",
  order: "0",
  translations: {},
};

/**
 * A new post opened with its title given (the assistant's "Draft an article"): the slug follows the
 * title as when typed (cut to the slugs' limit: a visitor's question can be long), and a help-center
 * article is listed in the help center, not on the blog.
 */
export function prefilledPostForm({ title, helpCenter }: PostPrefill): PostForm {
  const slug = slugify(title).slice(0, slugMaxLength).replace(/-+$/, "");
  return { ...emptyPostForm, title, slug, ...(helpCenter ? { is_help_center: true, display_as_blog_post: false } : {}) };
}

const typeOf = (type: string): PostForm["type"] => (type === "minimal" || type === "landing" || type === "doc_set" ? type : "default");

export function toPostForm(post: PostDto): PostForm {
  return {
    title: post.title,
    description: post.description ?? "",
    content: post.content ?? "",
    slug: post.slug,
    author_name: post.author_name ?? "",
    main_photo: post.main_photo ?? "",
    metadescription_for_page: post.metadescription_for_page ?? "",
    display_this_post: post.display_this_post,
    display_as_blog_post: post.display_as_blog_post,
    is_displayed_first_page: post.is_displayed_first_page,
    is_help_center: post.is_help_center,
    help_center_order: String(post.help_center_order),
    subsection: post.subsection ?? "",
    type: typeOf(post.type),
    is_numbered: post.is_numbered,
    doc_set_choice: post.doc_set ? "existing" : "none",
    doc_set: post.doc_set ?? "",
    new_doc_set_title: "",
    doc_set_order: String(post.doc_set_order),
    order: String(post.order),
    translations: translationsOf(post),
  };
}

/** The stored maps ({"es": title}, {"es": content}, {"es": slug}, …) as one form per language. */
function translationsOf(post: PostDto): Record<string, PostTranslation> {
  const maps = {
    title: post.title_translation,
    description: post.description_translation,
    content: post.content_translation,
    metadescription_for_page: post.metadescription_for_page_translation,
    slug: post.slug_translation,
  };
  const languages = new Set(Object.values(maps).flatMap((map) => Object.keys(map)));
  const names = Object.keys(maps) as (keyof PostTranslation)[];
  return Object.fromEntries([...languages].map((language) => [language, Object.fromEntries(names.map((name) => [name, maps[name][language] ?? ""])) as PostTranslation]));
}

/** One field's translations as the API takes them: the languages where it has text. */
function translationMap(form: PostForm, name: keyof PostTranslation): Record<string, string> {
  return Object.fromEntries(Object.entries(form.translations).flatMap(([language, translation]) => (hasText(translation[name]) ? [[language, translation[name].trim()]] : [])));
}

/** "Order fields are parsed as integers and default to 0" (000 §5); "-2" stays -2 for the check to refuse. */
export function parseOrder(text: string): number {
  const parsed = Number.parseInt(text.trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());
/** Whether a field holds something: an empty editor leaves "<p></p>". */
const hasText = (text: string) => text.trim() !== "" && text !== "<p></p>";

/** The document set part of the body: the chosen set's slug, a new set's title, or none (both null). */
function documentSet(form: PostForm) {
  if (form.doc_set_choice === "existing" && form.doc_set) return { doc_set: form.doc_set };
  if (form.doc_set_choice === "new" && form.new_doc_set_title.trim()) return { doc_set: "", doc_set_title: form.new_doc_set_title.trim() };
  return { doc_set: null, doc_set_title: null };
}

/** The body of POST /api/posts and PATCH /api/posts/{slug} (000 §7), from the form. */
export function toPostBody(form: PostForm): NewPostFields {
  return {
    title: form.title.trim(),
    description: orNull(form.description),
    content: hasText(form.content) ? form.content : null,
    content_type: "html",
    slug: form.slug.trim(),
    author_name: orNull(form.author_name),
    metadescription_for_page: orNull(form.metadescription_for_page),
    display_config: {
      display_this_post: form.display_this_post,
      display_as_blog_post: form.display_as_blog_post,
      is_displayed_first_page: form.is_displayed_first_page,
      is_help_center: form.is_help_center,
      help_center_order: parseOrder(form.help_center_order),
      type: form.type,
      is_numbered: form.is_numbered,
    },
    organization_config: {
      subsection: orNull(form.subsection),
      order: parseOrder(form.order),
      doc_set_order: parseOrder(form.doc_set_order),
      ...documentSet(form),
    },
    media_config: { main_photo: orNull(form.main_photo) },
    title_translation: translationMap(form, "title"),
    description_translation: translationMap(form, "description"),
    content_translation: translationMap(form, "content"),
    metadescription_for_page_translation: translationMap(form, "metadescription_for_page"),
    slug_translation: translationMap(form, "slug"),
  };
}

/** The first thing the API would refuse in the form, checked by its own schema: its message, or null. */
export function firstPostProblem(form: PostForm): string | null {
  const result = createPostBody.safeParse(toPostBody(form));
  return result.error?.issues[0]?.message ?? null;
}
