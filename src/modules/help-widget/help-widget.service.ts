import type { Locale } from "@/lib/locales";
import { translated } from "@/lib/translate";
import { listBookableTypes } from "@/modules/meetings/meetings.service";
import { listFaqs, listFeatures } from "@/modules/organizations/organizations.service";
import { listPublishedHelpArticles } from "@/modules/posts/posts.service";
import type { HelpWidgetContent } from "./help-widget.validation";

/**
 * The help widget's lists (spec 001 §2 "Help widget"): the Global Settings FAQs and features in the
 * visitor's language (the base text when there is no translation), the help articles visitors can
 * read, and /book when a meeting type can be booked (the Live Support view offers it until live
 * support exists). Read when a visitor opens the widget, never during a page render.
 */
export async function helpWidgetContent(organizationId: string, locale: Locale): Promise<HelpWidgetContent> {
  const [faqs, features, articles, bookable] = await Promise.all([
    listFaqs(organizationId),
    listFeatures(organizationId),
    listPublishedHelpArticles(organizationId, locale),
    listBookableTypes(organizationId),
  ]);
  return {
    faqs: faqs.map((faq) => ({ id: faq.id, question: translated(faq.question, faq.question_translation, locale), answer: translated(faq.answer, faq.answer_translation, locale) })),
    features: features.map((feature) => ({
      id: feature.id,
      title: translated(feature.title, feature.title_translation, locale),
      description: translated(feature.description, feature.description_translation, locale),
      image: feature.image,
    })),
    articles: articles.map((article) => ({ title: article.title, description: article.description, path: `/help-center/${article.slug}` })),
    booking_path: bookable.length > 0 ? "/book" : null,
  };
}
