import { describe, expect, it } from "vitest";
import { showsOnPath, showsOnPathPattern } from "./banner-paths";
import { bannerHidden, countdownParts, dismiss, hasLanguageChoice, isSignedIn, languageChoice, preferredLanguage, type Dismissals } from "./banner-rules";
import { dismissalDurationMs } from "./dismissal-duration";

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const now = Date.UTC(2030, 0, 1, 12);

describe("the countdown (001 §4)", () => {
  it("shows days, hours, minutes and seconds, the last three on two digits", () => {
    expect(countdownParts(2 * day + 5 * hour + 7 * minute + 9 * second)).toEqual(["2", "05", "07", "09"]);
    expect(countdownParts(400 * day)).toEqual(["400", "00", "00", "00"]);
    expect(countdownParts(59 * second)).toEqual(["0", "00", "00", "59"]);
    expect(countdownParts(day - second)).toEqual(["0", "23", "59", "59"]);
  });

  it("counts a part of a second left as a second, so that it reaches 00 only at the end", () => {
    expect(countdownParts(1)).toEqual(["0", "00", "00", "01"]);
    expect(countdownParts(hour + 1)).toEqual(["0", "01", "00", "01"]);
  });
});

describe("whether a banner is hidden", () => {
  const everywhere = showsOnPathPattern([]);
  const banner = (fields: { id?: string; start?: number; end?: number; path?: string; audience?: string } = {}) => ({
    id: "b1",
    path: everywhere,
    ...fields,
    start: fields.start === undefined ? undefined : String(fields.start),
    end: fields.end === undefined ? undefined : String(fields.end),
  });

  it("shows a banner without end date or dismissal on an ordinary page", () => {
    expect(bannerHidden(banner(), "/", {}, now, false)).toBe(false);
    expect(bannerHidden(banner(), "/es/services", {}, now, false)).toBe(false);
  });

  it("hides it once its promotion end date has passed (001 §4)", () => {
    expect(bannerHidden(banner({ end: now + second }), "/", {}, now, false)).toBe(false);
    expect(bannerHidden(banner({ end: now }), "/", {}, now, false)).toBe(true);
    expect(bannerHidden(banner({ end: now - day }), "/", {}, now, false)).toBe(true);
  });

  it("hides it until its start (issue 33)", () => {
    expect(bannerHidden(banner({ start: now + second }), "/", {}, now, false)).toBe(true);
    expect(bannerHidden(banner({ start: now }), "/", {}, now, false)).toBe(false);
    expect(bannerHidden(banner({ start: now - day, end: now + day }), "/", {}, now, false)).toBe(false);
  });

  it("shows it to its audience only: members signed in, visitors not signed in (issue 33)", () => {
    for (const signedIn of [false, true]) {
      expect(bannerHidden(banner(), "/", {}, now, signedIn)).toBe(false);
      expect(bannerHidden(banner({ audience: "members" }), "/", {}, now, signedIn)).toBe(!signedIn);
      expect(bannerHidden(banner({ audience: "visitors" }), "/", {}, now, signedIn)).toBe(signedIn);
    }
  });

  it("counts a visitor as signed in only once the session check says so (a members' banner does not flash before it)", () => {
    expect([isSignedIn("user"), isSignedIn("admin")]).toEqual([true, true]);
    expect([isSignedIn(undefined), isSignedIn("guest")]).toEqual([false, false]);
  });

  it("hides it on the paths of 001 §2 and off its page_paths", () => {
    expect(bannerHidden(banner(), "/help-center/faq", {}, now, false)).toBe(true);
    expect(bannerHidden(banner(), "/de/admin", {}, now, false)).toBe(true);
    const blog = banner({ path: showsOnPathPattern(["/blog/*"]) });
    expect(bannerHidden(blog, "/blog/first-post", {}, now, false)).toBe(false);
    expect(bannerHidden(blog, "/es/blog", {}, now, false)).toBe(false);
    expect(bannerHidden(blog, "/about", {}, now, false)).toBe(true);
  });
});

describe("dismissal memory (001 §4, §5, §9)", () => {
  const shown = { id: "b1", path: showsOnPathPattern([]) };
  const remembered = (duration: string, at = now): Dismissals => dismiss({}, "b1", dismissalDurationMs(duration), at);
  const hiddenAfter = (memory: Dismissals, elapsed: number) => bannerHidden(shown, "/", memory, now + elapsed, false);

  it("keeps a banner dismissed for its duration, then shows it again", () => {
    const memory = remembered("7 days");
    expect(memory).toEqual({ b1: now + 7 * day });
    expect(hiddenAfter(memory, 0)).toBe(true);
    expect(hiddenAfter(memory, 7 * day - second)).toBe(true);
    expect(hiddenAfter(memory, 7 * day)).toBe(false);
  });

  it("counts a month as 30 days and a year as 365", () => {
    expect(hiddenAfter(remembered("1 month"), 30 * day - 1)).toBe(true);
    expect(hiddenAfter(remembered("1 month"), 30 * day)).toBe(false);
    expect(hiddenAfter(remembered("2 years"), 730 * day - 1)).toBe(true);
    expect(hiddenAfter(remembered("2 years"), 730 * day)).toBe(false);
  });

  it("falls back to 1 minute for a duration that does not read as one", () => {
    expect(hiddenAfter(remembered("3 weeks"), minute - 1)).toBe(true);
    expect(hiddenAfter(remembered("3 weeks"), minute)).toBe(false);
    expect(hiddenAfter(remembered(""), minute)).toBe(false);
  });

  it("keeps other banners' dismissals and moves a banner's own", () => {
    const memory = dismiss(dismiss({ other: now + day }, "b1", hour, now), "b1", 2 * hour, now + minute);
    expect(memory).toEqual({ other: now + day, b1: now + minute + 2 * hour });
  });

  it("only hides the banner that was dismissed", () => {
    expect(bannerHidden({ ...shown, id: "b2" }, "/", remembered("1 day"), now, false)).toBe(false);
  });
});

describe("the language suggestion (001 §4 'Language banner')", () => {
  const site = (current: string, others: string[]) => (language: string) => language === current || others.includes(language);

  it("finds the first preferred language the site offers", () => {
    expect(preferredLanguage(["de-DE", "de", "en-US", "en"], site("en", ["es", "de"]))).toBe("de");
    expect(preferredLanguage(["fr-FR", "de-AT"], site("en", ["es", "de"]))).toBe("de");
    expect(preferredLanguage(["zh-Hans-CN"], site("en", ["zh"]))).toBe("zh");
    expect(preferredLanguage(["PT-br"], site("en", ["pt"]))).toBe("pt");
  });

  it("finds the page's own language when the visitor prefers it to the others, so nothing is suggested", () => {
    expect(preferredLanguage(["en-GB", "de"], site("en", ["de"]))).toBe("en");
    expect(preferredLanguage(["fr", "es"], site("es", ["en"]))).toBe("es");
  });

  it("finds nothing when the site offers none of the visitor's languages", () => {
    expect(preferredLanguage(["fr-FR", "it"], site("en", ["de"]))).toBeUndefined();
    expect(preferredLanguage([], site("en", ["de"]))).toBeUndefined();
  });

  it("remembers the choice in a cookie for a year, and notices it among others", () => {
    expect(languageChoice("de")).toBe("language_choice=de;path=/;max-age=31536000");
    expect(365 * 24 * 60 * 60).toBe(31536000);
    expect(hasLanguageChoice("language_choice=en")).toBe(true);
    expect(hasLanguageChoice("cookies_accepted=true; language_choice=de; other=1")).toBe(true);
    expect(hasLanguageChoice("")).toBe(false);
    expect(hasLanguageChoice("my_language_choice=de; cookies_accepted=true")).toBe(false);
  });
});

describe("showsOnPathPattern", () => {
  const pagePathSets = [[], ["/about"], ["/blog/*"], ["/*"], ["/"], ["/es/pricing"], ["/products", "/blog/*"], ["/a.b"], ["/x/*", "/y"], ["/help-center"]];
  const paths = [
    "/", "/es", "/es/", "/de/about", "/about", "/about/", "/about//", "/about/team", "/abouts", "/blog", "/blog/", "/blog/first-post", "/fr/blog/x/y", "/blogger",
    "/pricing", "/es/pricing", "/products", "/a.b", "/aXb", "/x", "/x/1", "/y", "/y/", "/yy", "/help-center", "/help-center/faq", "/es/help-center",
    "/account/profile/tickets", "/account/edupro/", "/account/edupro", "/account", "/admin", "/es/admin", "/administrator", "/login", "/ja/login", "/signup",
    "/register", "/reset-password", "/esx/admin", "/es/es/admin", "/en", "/zh/",
  ];

  it("answers what showsOnPath answers, for every page path set and path", () => {
    for (const pagePaths of pagePathSets) {
      const pattern = new RegExp(showsOnPathPattern(pagePaths));
      for (const path of paths) expect(pattern.test(path), `${JSON.stringify(pagePaths)} on ${path}`).toBe(showsOnPath(pagePaths, path));
    }
  });
});
