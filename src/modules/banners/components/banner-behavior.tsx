"use client";

// The behavior of the promotional banners and of the language suggestion banner (src/lib/behavior.ts),
// on every public page, without React: the server renders every banner shown, with
// what the browser needs as data attributes, and HTML and CSS do what they can: the header's offset,
// opening a banner's landing content, the dialog's focus and Escape (site-banners.tsx, language-banner.tsx).
//
// The watched product fetched banners from the browser, debounced by 1 s (001 §9). Here they come with
// the cached page, so there is no banner fetch to debounce: the only request is for the signed-in
// visitor's dismissals (GET /api/banners/dismissals, empty for guests), once, on a page with banners.
import { behavior } from "@/lib/behavior";
import { bannerHidden, countdownParts, dismiss, dismissalsKey, hasLanguageChoice, isSignedIn, languageChoice, preferredLanguage, type Dismissals } from "../banner-rules";

/**
 * Shows the banners meant for this page and visitor; runs the countdowns; records dismissals, in
 * localStorage and, for signed-in visitors, on the server too (001 §4, §6); offers the visitor's own
 * language after 2 s (001 §4, §9). It lives as long as the page, so nothing is cleaned up.
 */
export const BannerBehavior = behavior(() => {
  const root = document.documentElement;
  const loadedAt = Date.now();
  const all = (selector: string) => document.querySelectorAll<HTMLElement>(selector);
  const banners = all("[data-banner]");
  let dismissals: Dismissals = {};
  const store = (update?: Dismissals) => {
    try {
      if (update) localStorage[dismissalsKey] = JSON.stringify((dismissals = update));
      else dismissals = JSON.parse(localStorage[dismissalsKey]) || {};
    } catch {
      // Nothing stored yet, or storage blocked: then a dismissal lasts as long as the page.
    }
    // Judged at the moment of loading: a banner that ends while the page is open stays and reads "Sale Ended".
    // Signed in or not is known once the shell's session check marks <html data-session>.
    banners.forEach((banner) => (banner.hidden = bannerHidden(banner.dataset, location.pathname, dismissals, loadedAt, isSignedIn(root.dataset.session))));
  };
  store();
  new MutationObserver(() => store()).observe(root, { attributes: true, attributeFilter: ["data-session"] });
  if (banners.length)
    fetch("/api/banners/dismissals")
      .then((response) => response.json())
      .then((list: { id: string; dismissed_until: string }[]) => {
        for (const { id, dismissed_until } of list) dismissals[id] = Date.parse(dismissed_until);
        store(dismissals);
      })
      .catch(() => 0);

  const tick = () =>
    all("[data-countdown]").forEach((countdown) => {
      const left = +countdown.dataset.countdown! - Date.now();
      countdown.toggleAttribute("data-ended", left <= 0);
      countdown.querySelectorAll("b").forEach((part, index) => (part.textContent = countdownParts(left)[index]!));
    });
  tick();
  setInterval(tick, 1000);

  addEventListener("click", (event) => {
    const target = (event.target as Element).closest<HTMLElement>("[data-banner-close],a[data-language]");
    const banner = target?.closest<HTMLElement>("[data-banner]");
    // A language picked in the header, the footer or the language banner (its Switch) is a language choice.
    if (target?.dataset.language) document.cookie = languageChoice(target.dataset.language);
    if (!banner) return;
    store(dismiss(dismissals, banner.dataset.id!, +banner.dataset.dismissMs!, Date.now()));
    // Signed in (<html data-session="user|admin">, set by the shell island): saved on the server too.
    if (isSignedIn(root.dataset.session)) fetch(`/api/banners/${banner.dataset.id}/dismissals`, { method: "POST" });
  });

  // The language banner: a dialog per other language of the site, written in that language. Its Switch
  // is a language link (the shell island points it at this page); Keep and Escape close the dialog and
  // the browser returns the focus.
  const current = root.lang;
  const language = preferredLanguage(navigator.languages, (candidate) => candidate === current || document.getElementById(`language-banner-${candidate}`));
  const dialog = document.getElementById(`language-banner-${language}`) as HTMLDialogElement | null;
  if (dialog && !hasLanguageChoice(document.cookie)) {
    setTimeout(() => dialog.showModal(), 2000); // 001 §9: language banner delay 2 s
    dialog.onclose = () => (document.cookie = languageChoice(current));
  }
});
