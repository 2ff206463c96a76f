import { translated } from "@/lib/translate";
import type { Post } from "./posts.repository";

type TranslatablePost = Pick<
  Post,
  "title" | "description" | "content" | "metadescription_for_page" | "title_translation" | "description_translation" | "content_translation" | "metadescription_for_page_translation"
>;

/**
 * A post as visitors in `locale` read it (issue 33 point 8): each field its non-blank translation,
 * else the base text (spec 001 §5), so a post translated in part shows the rest in the site's
 * language. A field without text stays null.
 */
export function postInLanguage<P extends TranslatablePost>(post: P, locale: string): P {
  const field = (base: string | null, translations: Record<string, string>) => {
    const text = translated(base, translations, locale);
    return text === "" && base === null ? null : text;
  };
  return {
    ...post,
    title: translated(post.title, post.title_translation, locale),
    description: field(post.description, post.description_translation),
    content: field(post.content, post.content_translation),
    metadescription_for_page: field(post.metadescription_for_page, post.metadescription_for_page_translation),
  };
}
