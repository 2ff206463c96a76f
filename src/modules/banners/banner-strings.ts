import { messagesOf } from "@/lib/i18n/translator";

/** The words of promotional banners and the language suggestion banner, in one language. */
export interface BannerStrings {
  /** The landmark around a page's banners. */
  announcements: string;
  /** The close button of a 'closed' banner (001 §4), and of an opened banner's landing content. */
  close: string;
  /** Opens a banner's landing content. */
  more: string;
  /** 001 §8: an opened banner whose landing content is empty. */
  noLanding: string;
  /** Before the countdown of a promotion's end. */
  endsIn: string;
  /** Days, hours, minutes and seconds, as short unit labels after each number (001 §4). */
  units: readonly [string, string, string, string];
  /** 001 §4: the countdown once the end has passed. */
  saleEnded: string;
  /** Read by screen readers after a link that opens in a new tab. */
  newTab: string;
  /** The language banner, written in the language it suggests: "this page is available in <that language>". */
  available: string;
  question: string;
  /** 001 §4 "Language banner": Keep and Switch. */
  keep: string;
  switch: string;
}

/** The banners' words in `locale`: the `banner` catalogue (src/messages/{locale}/banner.json). */
export function bannerStringsFor(locale: string): BannerStrings {
  const { units, ...words } = messagesOf(locale, "banner");
  return { ...words, units: [units.days, units.hours, units.minutes, units.seconds] };
}
