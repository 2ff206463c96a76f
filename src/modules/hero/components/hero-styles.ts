
/**
 * Class names and inline styles of the public hero renderer. Every class the stored values can
 * select is written out literally here, so that Tailwind sees and emits it; colours are stored as
 * palette names and become inline CSS through `colorValue` (ARCHITECTURE.md, styling).
 */

export const blockWidthClass: Record<string, string> = {
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "4xl": "max-w-4xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
  "7xl": "max-w-7xl",
  full: "max-w-full",
};

/** Text alignment, and where the text block sits when it is narrower than the row. */
export const alignmentClass: Record<string, string> = {
  left: "mr-auto text-left",
  center: "mx-auto text-center",
  right: "ml-auto text-right",
};

export const justifyClass: Record<string, string> = {
  left: "justify-start",
  center: "justify-center",
  right: "justify-end",
};

/** Phone sizes: the bare class. */
export const mobileSizeClass: Record<string, string> = {
  "text-xs": "text-xs",
  "text-sm": "text-sm",
  "text-base": "text-base",
  "text-lg": "text-lg",
  "text-xl": "text-xl",
  "text-2xl": "text-2xl",
  "text-3xl": "text-3xl",
  "text-4xl": "text-4xl",
  "text-5xl": "text-5xl",
  "text-6xl": "text-6xl",
  "text-7xl": "text-7xl",
};

/** Tablet and desktop sizes: the md: variant. */
export const desktopSizeClass: Record<string, string> = {
  "text-xs": "md:text-xs",
  "text-sm": "md:text-sm",
  "text-base": "md:text-base",
  "text-lg": "md:text-lg",
  "text-xl": "md:text-xl",
  "text-2xl": "md:text-2xl",
  "text-3xl": "md:text-3xl",
  "text-4xl": "md:text-4xl",
  "text-5xl": "md:text-5xl",
  "text-6xl": "md:text-6xl",
  "text-7xl": "md:text-7xl",
};

export function sizeClasses(size: { desktop?: string; mobile?: string } | undefined, fallback: { desktop: string; mobile: string }): string {
  const mobile = mobileSizeClass[size?.mobile ?? ""] ?? mobileSizeClass[fallback.mobile];
  const desktop = desktopSizeClass[size?.desktop ?? ""] ?? desktopSizeClass[fallback.desktop];
  return `${mobile ?? ""} ${desktop ?? ""}`.trim();
}

export const weightClass: Record<string, string> = {
  normal: "font-normal",
  medium: "font-medium",
  semibold: "font-semibold",
  bold: "font-bold",
};

/** Text and image side by side from md up: 1 column stacks them, 3 columns give the text two. */
export const columnGridClass: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-3",
};




/** Internal paths get the page's language prefix; external, mail and anchor links stay as they are. */
export function resolveHref(url: string, linkPrefix: (path: string) => string): string {
  return url.startsWith("/") && !url.startsWith("//") ? linkPrefix(url) : url;
}
