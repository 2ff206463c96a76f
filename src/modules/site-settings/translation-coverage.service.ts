import { plainText } from "@/lib/plain-text";
import { headingTranslationSources } from "@/modules/headings/headings.service";
import { heroTranslationSources } from "@/modules/hero/hero.service";
import { meetingTranslationSources } from "@/modules/meetings/meetings.service";
import { menuTranslationSources } from "@/modules/menus/menus.service";
import { collectionTranslationSources, getSettingsOrThrow } from "@/modules/organizations/organizations.service";
import { postTranslationSources } from "@/modules/posts/posts.service";
import { sectionTranslationSources } from "@/modules/sections/sections.service";
import { translationCoverage } from "@/server/db/translation-coverage";

/** How long a missing place's label may be: a section's title can be a paragraph. */
const labelLength = 80;

/**
 * How much of the site each language it offers besides its own covers (issue 34 point 1): the texts
 * of the hero, heading and template sections, cards, menus, questions, features, meeting types and
 * shown posts with base text, how many have a translation in the language, and the first places that
 * lack one, named as their owner reads them.
 */
export async function translationCoverageOf(organizationId: string) {
  const settings = await getSettingsOrThrow(organizationId);
  const languages = settings.supported_locales.filter((language) => language !== settings.language);
  const sources = [
    heroTranslationSources,
    headingTranslationSources,
    sectionTranslationSources,
    menuTranslationSources,
    collectionTranslationSources,
    meetingTranslationSources,
    postTranslationSources,
  ].flatMap((sourcesOf) => sourcesOf(organizationId));
  const coverage = await translationCoverage(sources, languages);
  return {
    default_language: settings.language,
    languages: coverage.map((entry) => ({ ...entry, missing: entry.missing.map((place) => ({ ...place, label: plainText(place.label).slice(0, labelLength) })) })),
  };
}
