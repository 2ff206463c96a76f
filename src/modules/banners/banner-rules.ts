// What the banner island decides in the browser, pure for the tests and tiny for the page's JavaScript
// budget: it ships with every public page. Public pages are cached and the same for every visitor
// (decision 007), so the visitor, their dismissals and the time are only known in the browser; the
// server prepares the rest as data attributes (site-banners.tsx): where a banner shows as a pattern
// (showsOnPathPattern of banner-paths.ts) and how long a dismissal lasts in ms (dismissal-duration.ts).

/** localStorage: banner id -> when (ms since the epoch) its dismissal ends. */
export const dismissalsKey = "atrium.banners";
export type Dismissals = Record<string, number | undefined>;

/** 001 §4, §9: the language choice (Keep, Switch, or a pick in a language switch) is a cookie kept one year. */
export const languageChoiceCookie = "language_choice";
export const languageChoice = (locale: string) => `${languageChoiceCookie}=${locale};path=/;max-age=31536000`;

/** The data attributes of a server-rendered banner that decide whether it shows. */
export interface BannerData {
  id?: string;
  /** The promotion's start and end in ms since the epoch; absent when it has none. */
  start?: string;
  end?: string;
  /** Where it shows: showsOnPathPattern(page_paths). */
  path?: string;
  /** "members" (signed in) or "visitors" (not signed in); absent: everyone. */
  audience?: string;
}

/**
 * Whether a banner is hidden at `now` on `pathname` for a visitor signed in or not: its promotion has
 * not started or has ended, it is dismissed (001 §4), it is not meant for this page (001 §2 and its
 * page_paths) or for this visitor (its audience). Banners without an id are never rendered (001 §5).
 */
export const bannerHidden = ({ id, start, end, path, audience }: BannerData, pathname: string, dismissals: Dismissals, now: number, signedIn: boolean) =>
  +start! > now || +end! <= now || dismissals[id!]! > now || !new RegExp(path!).test(pathname) || (!!audience && (audience === "members") !== signedIn);

/**
 * Whether `<html data-session>` says the visitor is signed in ("user" or "admin"). Before the shell's
 * session check it is absent: a guest until then (a members' banner stays hidden, nothing flashes).
 */
export const isSignedIn = (session: string | undefined) => session === "user" || session === "admin";

/** A dismissal remembered until `now` plus the banner's dismissal duration. */
export const dismiss = (dismissals: Dismissals, id: string, durationMs: number, now: number): Dismissals => ({ ...dismissals, [id]: now + durationMs });

/**
 * Days, hours, minutes and seconds left (001 §4), the last three on two digits; a part of a second
 * counts as a second. At zero or less the countdown reads "Sale Ended" instead.
 */
export function countdownParts(msLeft: number): string[] {
  const seconds = Math.ceil(msLeft / 1000);
  return [seconds / 86400, (seconds / 3600) % 24, (seconds / 60) % 60, seconds % 60].map((part, index) => String(Math.floor(part)).padStart(index && 2, "0"));
}

/**
 * The first of the browser's preferred languages (`navigator.languages`) that the site offers, the
 * page's own included: the language banner suggests it when it is another (001 §4 "Language banner").
 */
export const preferredLanguage = (preferred: readonly string[], offers: (language: string) => unknown) =>
  preferred.map((tag) => tag.split("-")[0]!.toLowerCase()).find(offers);

export const hasLanguageChoice = (cookies: string) => `; ${cookies}`.includes(`; ${languageChoiceCookie}=`);
