"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { apiRequest } from "@/lib/api-client";

/** The part of `GET /api/site` (site-settings' `siteResponse`) an editor needs: the site's languages. */
const siteLanguagesReply = z.object({ default_locale: z.string(), locales: z.array(z.string()) });

/** The languages an editor offers to write in: the site's default first, then the others it offers. */
export const siteLanguagesQuery = queryOptions({
  queryKey: ["site", "languages"] as const,
  queryFn: () => apiRequest("/api/site", { reply: siteLanguagesReply }),
  select: (site) => ({ default: site.default_locale, languages: [site.default_locale, ...site.locales.filter((locale) => locale !== site.default_locale)] }),
  staleTime: 60_000,
});

/**
 * The language an editor's text fields are in (issue 34 point 1): the site's default language
 * (`language` null: the base texts) until the admin picks another of the languages the site offers
 * (the translations). `switcher` is the row of languages to put above the fields; `missing` tells
 * which languages to mark as lacking a translation.
 */
export function useEditingLanguage() {
  const site = useQuery(siteLanguagesQuery);
  const defaultLanguage = site.data?.default ?? "en";
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen === null || chosen === defaultLanguage ? null : chosen;
  const switcher = (missing: (language: string) => boolean) => (
    <LanguageSwitch languages={site.data?.languages ?? []} defaultLanguage={defaultLanguage} value={language ?? defaultLanguage} onChange={setChosen} missing={missing} />
  );
  return { language, defaultLanguage, switcher };
}
