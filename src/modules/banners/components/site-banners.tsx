import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "@/lib/locales";
import { colorValue } from "@/lib/palette";
import { plainText } from "@/lib/plain-text";
import { localizedPath } from "@/lib/site-path";
import { translated } from "@/lib/translate";
import { showsOnPathPattern } from "../banner-paths";
import { countdownParts } from "../banner-rules";
import { bannerStringsFor, type BannerStrings } from "../banner-strings";
import type { Banner } from "../banners.repository";
import { listActiveBanners } from "../banners.service";
import { dismissalDurationMs } from "../dismissal-duration";
import { BannerBehavior } from "./banner-behavior";

/** 001 §9: each fixed banner counts as 56 px of height. */
export const fixedBannerHeight = 56;

interface Props {
  organizationId: string;
  /** The page's language: banner texts come from their translation maps (001 §5). */
  locale: Locale;
  /** The organization's default language, which has no URL prefix (for the banners' site links). */
  defaultLocale: Locale;
}

/**
 * The promotional banners of a public page (001 §2 "Banners", §3, §4), with the script that decides
 * which of them show: place it before the header. The page is cached and the same for every visitor
 * (decision 007), so every active banner is rendered shown, with what the banner island needs as data
 * attributes (id, end date, dismissal duration, where it shows, position, type, open state); the
 * island then hides those this visitor dismissed, that ended, or that this path must not show.
 * Shown first rather than hidden first: most visitors see the banner, and for them the page must
 * not shift when the script runs (a banner above the header would push the whole page down).
 */
export async function SiteBanners({ organizationId, locale, defaultLocale }: Props) {
  const { banners, renderedAt } = await listActiveBanners(organizationId);
  return <SiteBannersView banners={banners} renderedAt={renderedAt} locale={locale} defaultLocale={defaultLocale} />;
}

type BannerRow = Pick<
  Banner,
  | "id"
  | "position"
  | "type"
  | "content"
  | "landing_content"
  | "open_state"
  | "dismissal_duration"
  | "page_paths"
  | "is_fixed_above_navbar"
  | "start_date_promotion"
  | "end_date_promotion"
  | "end_date_promotion_is_displayed"
  | "audience"
  | "audience_languages"
>;

/** A fixed top banner is counted by CSS from what the island leaves shown: the header moves down by 56 px for each. */
function offsetRules(count: number): string {
  const shown = "[data-fixed]:not([hidden])";
  const rules = Array.from({ length: count }, (_, index) => `html:has(${Array(index + 1).fill(shown).join("~")}){--banner-offset:${(index + 1) * fixedBannerHeight}px}`);
  return `[data-banners]:not(:has([data-banner]:not([hidden]))){display:none}${rules.join("")}`;
}

/** `renderedAt`: when the page renders (ms), which decides whether a banner has started. */
export function SiteBannersView({ banners, renderedAt, locale, defaultLocale }: { banners: BannerRow[]; renderedAt: number; locale: Locale; defaultLocale: Locale }) {
  const text = bannerStringsFor(locale);
  // 001 §5: banners without an id are skipped; a banner for some languages shows on their pages only.
  const list = banners.filter((banner) => banner.id && (banner.audience_languages.length === 0 || banner.audience_languages.includes(locale)));
  const fixedTop = list.filter((banner) => banner.position === "top" && banner.is_fixed_above_navbar);
  const at = (position: string) => list.filter((banner) => banner.position === position && !(position === "top" && banner.is_fixed_above_navbar));
  const item = (banner: BannerRow, layout: Layout) => <SiteBanner key={banner.id} banner={banner} layout={layout} text={text} locale={locale} defaultLocale={defaultLocale} renderedAt={renderedAt} />;
  const sides = { left: at("left"), right: at("right") };

  return (
    <>
      <section data-banners aria-label={text.announcements}>
        <style>{offsetRules(fixedTop.length)}</style>
        {fixedTop.length > 0 && (
          <>
            {/* Keeps the page below the fixed banners: as tall as the header's offset. */}
            <div aria-hidden="true" style={{ height: "var(--banner-offset, 0px)" }} />
            <div className="fixed inset-x-0 top-0 z-50 flex flex-col">{fixedTop.map((banner) => item(banner, "fixed"))}</div>
          </>
        )}
        {at("top").map((banner) => item(banner, "strip"))}
        {at("bottom").length > 0 && <div className="fixed inset-x-0 bottom-[var(--admin-bar-height,0px)] z-50 flex flex-col">{at("bottom").map((banner) => item(banner, "strip"))}</div>}
        {(["left", "right"] as const).map(
          (side) =>
            sides[side].length > 0 && (
              <div key={side} className={`fixed top-1/2 z-50 flex w-80 max-w-[calc(100vw-2rem)] -translate-y-1/2 flex-col gap-3 ${side === "left" ? "left-4" : "right-4"}`}>
                {sides[side].map((banner) => item(banner, "card"))}
              </div>
            ),
        )}
      </section>
      <BannerBehavior />
    </>
  );
}

type Layout = "fixed" | "strip" | "card";

const layouts: Record<Layout, string> = {
  // Exactly 56 px (001 §9), so that the header's offset is right.
  fixed: "h-14 items-center justify-center overflow-hidden px-12 text-sm leading-tight",
  strip: "min-h-14 flex-wrap items-center justify-center px-12 py-2 text-sm",
  card: "flex-col items-start rounded-xl p-4 pr-11 text-sm shadow-xl ring-1 ring-black/10",
};

/** Where an opened banner's landing content lies (001 §4 open states); on phones the side ones take the whole width. */
const openStates: Record<string, string> = {
  full: "size-full",
  "left-half": "h-full w-1/2 max-sm:w-full",
  "right-half": "left-auto h-full w-1/2 max-sm:w-full",
  "top-half": "h-1/2 w-full",
  "bottom-half": "top-auto h-1/2 w-full",
  "left-30": "h-full w-[30%] max-sm:w-full",
  "left-70": "h-full w-[70%] max-sm:w-full",
  "right-30": "left-auto h-full w-[30%] max-sm:w-full",
  "right-70": "left-auto h-full w-[70%] max-sm:w-full",
  "top-30": "h-[30%] w-full",
  "top-70": "h-[70%] w-full",
  "bottom-30": "top-auto h-[30%] w-full",
  "bottom-70": "top-auto h-[70%] w-full",
};

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current";

/** Light palette shades (50 to 400, white) get dark text when the banner names no text colour; the rest white. */
function textColorOn(background: string | undefined): string | undefined {
  const bare = (background ?? "").replace(/^(bg|text)-/, "");
  const light = bare === "white" || /-(50|100|200|300|400)$/.test(bare);
  return colorValue(light ? "gray-900" : "white");
}

function SiteBanner({ banner, layout, text, locale, defaultLocale, renderedAt }: { banner: BannerRow; layout: Layout; text: BannerStrings; locale: Locale; defaultLocale: Locale; renderedAt: number }) {
  const { content } = banner;
  const body = translated(content.text, content.text_translation, locale);
  const custom = translated(content.customContent, content.customContent_translation, locale);
  const link = content.link?.url ? content.link : null;
  const linkLabel = link ? translated(link.label, link.label_translation, locale) || link.url : "";
  const internal = !!link && link.url.startsWith("/") && !link.url.startsWith("//");
  const background = content.banner_background ?? "gray-900";
  const style: CSSProperties = { background: colorValue(background) ?? colorValue("gray-900"), color: colorValue(content.banner_content_style) ?? textColorOn(background) };
  const end = banner.end_date_promotion ? new Date(banner.end_date_promotion).getTime() : undefined;
  const start = banner.start_date_promotion ? new Date(banner.start_date_promotion).getTime() : undefined;
  // Hidden first when most visitors must not see it yet: one that has not started when the page
  // renders (the island shows it at its time, and the page renders again soon after), one for signed-in
  // members (the island shows it once the session is known). The rest come shown: see SiteBanners.
  const hiddenFirst = (start !== undefined && start > renderedAt) || banner.audience === "members";
  const landingId = `banner-landing-${banner.id}`;
  const landing = banner.landing_content;

  return (
    <div
      data-banner
      data-id={banner.id}
      data-position={banner.position}
      data-type={banner.type}
      data-open-state={banner.open_state}
      data-end={end}
      data-start={start}
      data-audience={banner.audience === "everyone" ? undefined : banner.audience}
      hidden={hiddenFirst || undefined}
      data-dismissal-duration={banner.dismissal_duration}
      data-dismiss-ms={dismissalDurationMs(banner.dismissal_duration)}
      data-path={showsOnPathPattern(banner.page_paths)}
      data-fixed={layout === "fixed" ? "" : undefined}
      className={`relative flex gap-x-3 gap-y-1 ${layouts[layout]}`}
      style={style}
    >
      {content.icon && <BannerIcon name={content.icon} />}
      {body.trim() && <div className={`min-w-0 [&_a]:underline [&_p]:inline ${layout === "fixed" ? "line-clamp-2" : ""}`} dangerouslySetInnerHTML={{ __html: body }} />}
      {custom.trim() && <div className="min-w-0 [&_a]:underline [&_p]:inline" dangerouslySetInnerHTML={{ __html: custom }} />}
      {banner.end_date_promotion_is_displayed && end !== undefined && <Countdown end={end} renderedAt={renderedAt} text={text} />}
      {link && (
        <a
          href={internal ? localizedPath(locale, link.url, defaultLocale) : link.url}
          {...(link.isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className={`shrink-0 rounded font-semibold underline underline-offset-2 ${focusRing}`}
        >
          {linkLabel}
          {link.isExternal && <span className="sr-only"> {text.newTab}</span>}
        </a>
      )}
      {landing !== null && (
        <>
          <button type="button" popoverTarget={landingId} className={`shrink-0 rounded font-semibold underline underline-offset-2 ${focusRing}`}>
            {text.more}
          </button>
          {/* Opened and closed by the browser (Escape and outside clicks too): no script. */}
          <div
            id={landingId}
            popover="auto"
            role="dialog"
            aria-label={plainText(body).slice(0, 120) || text.more}
            className={`m-0 overflow-y-auto border-0 bg-white p-6 pt-14 text-left text-base text-gray-900 shadow-2xl backdrop:bg-black/40 ${openStates[banner.open_state] ?? openStates.full}`}
          >
            <button
              type="button"
              popoverTarget={landingId}
              popoverTargetAction="hide"
              aria-label={text.close}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-700"
            >
              <CloseIcon />
            </button>
            {plainText(landing) ? (
              <div className="space-y-4 [&_a]:text-sky-700 [&_a]:underline" dangerouslySetInnerHTML={{ __html: landing }} />
            ) : (
              <p className="text-gray-600">{text.noLanding}</p>
            )}
          </div>
        </>
      )}
      {banner.type === "closed" && (
        <button
          type="button"
          data-banner-close
          aria-label={text.close}
          className={`absolute inline-flex size-9 items-center justify-center rounded-full hover:bg-black/10 ${layout === "card" ? "top-2 right-2" : "top-1/2 right-2 -translate-y-1/2"} ${focusRing}`}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/**
 * Days, hours, minutes and seconds until the end, then "Sale Ended" (001 §4). Written as they stand
 * when the page renders, and the island keeps them running: the text is as wide before the island
 * runs as after, so a late script moves nothing (the days keep room for two digits).
 */
function Countdown({ end, renderedAt, text }: { end: number; renderedAt: number; text: BannerStrings }) {
  const parts = countdownParts(Math.max(0, end - renderedAt));
  return (
    <span data-countdown={end} role="timer" className="group/countdown shrink-0 font-medium whitespace-nowrap tabular-nums">
      <span className="group-data-ended/countdown:hidden">
        {text.endsIn}
        {text.units.map((unit, index) => (
          <span key={index}>
            {" "}
            <b className={`font-bold ${index === 0 ? "inline-block min-w-[2ch] text-right" : ""}`}>{parts[index]}</b>
            {unit}
          </span>
        ))}
      </span>
      <span className="hidden font-bold group-data-ended/countdown:inline">{text.saleEnded}</span>
    </span>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/** A few icons by name (content.icon); an unknown name shows none. */
const icons: Record<string, ReactNode> = {
  sparkles: <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z" />,
  gift: <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.5 7 7 12 7Zm0 0s1.5-4 4-3.5S17 7 12 7Z" />,
  tag: <path d="M3 12V4h8l10 10-8 8L3 12Zm4.5-4.5h.01" />,
  megaphone: <path d="M3 10v4h3l8 5V5L6 10H3Zm15-2a5 5 0 0 1 0 8" />,
  info: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-11v6m0-9h.01" />,
  bell: <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0" />,
  clock: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15v5l3 2" />,
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z" />,
};

function BannerIcon({ name }: { name: string }) {
  const icon = icons[name.toLowerCase()];
  return icon ? (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {icon}
    </svg>
  ) : null;
}
