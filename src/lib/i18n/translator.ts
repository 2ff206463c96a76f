import { createTranslator, type _Translator } from "use-intl/core";
import { defaultLocale, isLocale, type Locale } from "@/lib/locales";
import { catalogues, type Messages } from "./catalogues";

/** A public namespace (in every language) or a back office one (English only, decision 035). */
type Namespace = keyof Messages;

/** A translator of one namespace: `t("options", { count: 2 })`, keys and arguments typed from English. */
export type Translate<N extends Namespace> = _Translator<Messages, N>;

const translators = new Map<string, unknown>();

/** The page's language, or English for anything Atrium does not know. */
export const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : defaultLocale);

/**
 * next-intl's core translator (use-intl's `createTranslator`) for a namespace in the route's language.
 * Server code only: it holds every catalogue, so client components take what it formats as props.
 * One per language and namespace, so its parsed ICU messages are kept between renders.
 */
export function translator<N extends Namespace>(locale: string, namespace: N): Translate<N> {
  const language = localeOf(locale);
  const id = `${language}/${namespace}`;
  let made = translators.get(id) as Translate<N> | undefined;
  if (!made) {
    made = createTranslator<Messages, N>({ locale: language, messages: catalogues[language], namespace });
    translators.set(id, made);
  }
  return made;
}

/** A namespace's messages as they are written (plain strings for a client component to show). */
export function messagesOf<N extends Namespace>(locale: string, namespace: N): Messages[N] {
  return catalogues[localeOf(locale)][namespace];
}
