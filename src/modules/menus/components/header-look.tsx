// How the public header looks: each type's frame, the menu widths and logo heights of its style,
// and the classes its links and hover panels share (site-header.tsx, language-switch.tsx).
import type { HeaderStyle } from "@/modules/organizations/organizations.schema";
import { headerIconButton } from "./account-menu";

type HeaderType = HeaderStyle["type"];

/**
 * How each header type sits on the page. The header is 64px tall; mini is a compact 48px bar and the
 * ring card a 48px card floating 8px inside a 64px strip. The transparent type lies over the hero.
 */
export const frames: Record<HeaderType, { header: string; bar: string; nav: string; mobileMenuTop: string; mega: string }> = {
  default: {
    header: "sticky top-0",
    bar: "border-b border-black/5 group-data-frosted/header:shadow-md",
    nav: "h-16",
    mobileMenuTop: "top-16",
    mega: "border-t border-black/5 shadow-xl",
  },
  fixed: {
    header: "sticky top-0",
    bar: "border-b border-black/10 shadow-sm",
    nav: "h-16",
    mobileMenuTop: "top-16",
    mega: "border-t border-black/5 shadow-xl",
  },
  transparent: {
    header: "fixed inset-x-0 top-0",
    bar: "group-data-frosted/header:shadow-md group-data-translucent/header:shadow-md",
    nav: "h-16",
    mobileMenuTop: "top-16",
    mega: "shadow-xl",
  },
  mini: {
    header: "sticky top-0",
    bar: "border-b border-black/5 group-data-frosted/header:shadow-sm",
    nav: "h-12 max-w-5xl",
    mobileMenuTop: "top-12",
    mega: "border-t border-black/5 shadow-xl",
  },
  ring_card_mini: {
    // The strip around the card lets clicks through to the page.
    header: "sticky top-0 pointer-events-none px-3 py-2 sm:px-6",
    bar: "pointer-events-auto mx-auto max-w-5xl rounded-2xl shadow-lg ring-1 ring-black/10",
    nav: "h-12",
    mobileMenuTop: "top-16",
    mega: "rounded-2xl shadow-xl ring-1 ring-black/10",
  },
};

export const widths: Record<HeaderStyle["menu_width"], string> = {
  lg: "max-w-5xl",
  xl: "max-w-7xl",
  "2xl": "max-w-[1536px]",
  "3xl": "max-w-[1792px]",
  "4xl": "max-w-[2048px]",
  "5xl": "max-w-[2304px]",
  "6xl": "max-w-[2560px]",
  "7xl": "max-w-[2816px]",
};
/** Logo heights of the style; on phones the logo is 32px, and a mini bar takes at most 40px. */
export const logoHeights: Record<HeaderStyle["logo_height"], string> = { "h-8": "md:h-8", "h-10": "md:h-10", "h-12": "md:h-12", "h-16": "md:h-16" };
export const miniLogoHeights: Record<HeaderStyle["logo_height"], string> = { "h-8": "md:h-8", "h-10": "md:h-10", "h-12": "md:h-10", "h-16": "md:h-10" };

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current";
export const panelFocusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
export const navLink = `inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium hover:bg-black/5 hover:text-(--header-hover) group-hover/item:text-(--header-hover) ${focusRing}`;
export const iconLink = `inline-flex ${headerIconButton}`;
/**
 * Hover and keyboard panels without script: shown at once on hover or focus, hidden 300 ms after
 * both leave (spec 001 §9), and gone at once when Escape dismissed them (shell-behavior.tsx).
 */
export const panelVisibility =
  "invisible opacity-0 transition-[opacity,visibility] duration-150 delay-300 motion-reduce:transition-none group-hover/item:visible group-hover/item:opacity-100 group-hover/item:delay-0 group-focus-within/item:visible group-focus-within/item:opacity-100 group-focus-within/item:delay-0 group-data-dismissed/item:hidden!";

export function Chevron({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 opacity-70 transition-transform motion-reduce:transition-none ${className}`}>
      <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}
