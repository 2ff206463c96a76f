import type { CSSProperties } from "react";
import type { Gradient } from "@/modules/organizations/organizations.schema";
import { defaultGradient } from "@/lib/gradient-presets";
import { colorValue, gradientCss } from "@/lib/palette";
import type { TextStyle } from "./section-data";

type Background = { background_color: string | null; is_gradient: boolean; gradient: Gradient | null };

/** The gradient a background shows: its own, or spec 000 §9's default when it has none stored. */
const gradientOf = (background: Background): Gradient | null => (background.is_gradient ? (background.gradient ?? defaultGradient) : null);

/**
 * A stored background as an inline style: palette names become CSS values (never class names,
 * ARCHITECTURE pitfalls); a gradient runs left to right through an optional via colour.
 * Unknown names are dropped, so nothing unvalidated reaches the style attribute.
 */
export function backgroundStyle(background: Background): CSSProperties | undefined {
  const gradient = gradientOf(background);
  if (gradient) {
    const image = gradientCss(gradient);
    if (image) return { backgroundImage: image };
  }
  const color = colorValue(background.background_color);
  return color ? { backgroundColor: color } : undefined;
}

/** Whether a background is dark enough to need light text (palette shades 600 and darker). */
export function isDarkBackground(background: Background): boolean {
  const gradient = gradientOf(background);
  const names = gradient ? [gradient.from, gradient.to] : [background.background_color];
  const shades = names.map((name) => Number(/-(\d+)$/.exec(name ?? "")?.[1] ?? 0));
  return shades.length > 0 && shades.every((shade) => shade >= 600);
}

// Literal class names so Tailwind generates them: 1 column, then up to N as the section's own width
// allows (container queries on TemplateSection's content box, not the window's width), so a card
// keeps about 200 px or more. In an editor's preview, a few hundred pixels wide on a desktop, the
// window's breakpoints squeezed 3 to 6 columns into ~120 px cards.
const gridColumnClassNames: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 @md:grid-cols-2",
  3: "grid-cols-1 @md:grid-cols-2 @2xl:grid-cols-3",
  4: "grid-cols-1 @md:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4",
  5: "grid-cols-1 @md:grid-cols-2 @2xl:grid-cols-3 @5xl:grid-cols-5",
  6: "grid-cols-1 @md:grid-cols-2 @2xl:grid-cols-3 @6xl:grid-cols-6",
};


/** Clamps a stored column count to 1..6 (default 3, spec 000 §9). */
export function clampColumns(columns: number | null | undefined): number {
  if (!columns || !Number.isFinite(columns)) return 3;
  return Math.min(6, Math.max(1, Math.round(columns)));
}

export function gridColumnClasses(columns: number | null | undefined): string {
  return gridColumnClassNames[clampColumns(columns)] ?? "grid-cols-1";
}

const imageHeightClassNames: Record<string, string> = {
  "h-32": "h-32",
  "h-40": "h-40",
  "h-48": "h-48",
  "h-56": "h-56",
  "h-64": "h-64",
  "h-72": "h-72",
  "h-80": "h-80",
  "h-96": "h-96",
};

/** The metric image height class; unknown values fall back to the default h-48. */
export function imageHeightClass(height: string | null | undefined): string {
  return (height && imageHeightClassNames[height]) || "h-48";
}

export function titleAlignmentClass(section: { is_section_title_aligned_center: boolean; is_section_title_aligned_right: boolean }): string {
  if (section.is_section_title_aligned_center) return "text-center mx-auto";
  if (section.is_section_title_aligned_right) return "text-right ml-auto";
  return "text-left";
}

/** The nine text style variants (spec 000 §9), each a distinct typographic treatment. */
export const textStyles: Record<string, TextStyle> = {
  default: {
    frame: "font-sans",
    title: "text-3xl font-bold tracking-tight sm:text-4xl",
    description: "text-lg leading-relaxed opacity-80",
    cardTitle: "text-lg font-semibold",
    cardText: "text-base leading-relaxed opacity-80",
    card: "rounded-2xl",
    accent: "text-sky-700",
  },
  apple: {
    frame: "font-sans antialiased",
    title: "text-4xl font-semibold tracking-tighter leading-none sm:text-6xl",
    description: "text-xl font-normal leading-snug tracking-tight opacity-70 sm:text-2xl",
    cardTitle: "text-xl font-semibold tracking-tight",
    cardText: "text-base leading-snug tracking-tight opacity-70",
    card: "rounded-3xl",
    accent: "text-blue-700",
  },
  codedharmony: {
    frame: "font-sans",
    title: "text-3xl font-extrabold tracking-tight sm:text-5xl [&_strong]:text-indigo-600",
    description: "text-lg leading-8 opacity-75",
    cardTitle: "font-mono text-base font-semibold uppercase tracking-wider",
    cardText: "text-sm leading-6 opacity-80",
    card: "rounded-xl",
    accent: "text-indigo-700",
  },
  magazine: {
    frame: "font-serif",
    title: "text-4xl font-bold italic leading-tight sm:text-5xl",
    description: "text-lg leading-loose first-letter:float-left first-letter:mr-2 first-letter:text-5xl first-letter:font-bold",
    cardTitle: "text-xl font-bold leading-snug",
    cardText: "text-base leading-7",
    card: "rounded-none border-t-4 border-t-current",
    accent: "text-rose-800",
  },
  startup: {
    frame: "font-sans",
    title: "text-3xl font-black tracking-tight sm:text-5xl",
    description: "text-lg font-medium leading-relaxed opacity-80",
    cardTitle: "text-lg font-bold",
    cardText: "text-base leading-relaxed opacity-80",
    card: "rounded-2xl ring-1 ring-violet-200",
    accent: "text-violet-700",
  },
  elegant: {
    frame: "font-serif",
    title: "text-3xl font-light uppercase tracking-[0.2em] sm:text-4xl",
    description: "text-base font-light leading-loose tracking-wide opacity-80",
    cardTitle: "text-lg font-normal uppercase tracking-widest",
    cardText: "text-sm font-light leading-loose tracking-wide",
    card: "rounded-sm",
    accent: "text-amber-800",
  },
  brutalist: {
    frame: "font-mono",
    title: "inline-block border-4 border-current px-4 py-2 text-3xl font-black uppercase sm:text-5xl",
    description: "border-l-8 border-current pl-4 text-base font-bold uppercase",
    cardTitle: "text-lg font-black uppercase",
    cardText: "text-sm font-medium",
    card: "rounded-none border-4 border-black shadow-[6px_6px_0_0_#000]",
    accent: "text-black",
  },
  modern: {
    frame: "font-sans",
    title: "text-3xl font-semibold tracking-tight sm:text-4xl",
    description: "text-base leading-7 opacity-70 sm:text-lg",
    cardTitle: "text-base font-semibold tracking-tight",
    cardText: "text-sm leading-6 opacity-75",
    card: "rounded-2xl ring-1 ring-black/5",
    accent: "text-teal-700",
  },
  playful: {
    frame: "font-sans",
    title: "text-3xl font-extrabold tracking-tight text-fuchsia-700 sm:text-5xl",
    description: "text-lg font-medium leading-relaxed",
    cardTitle: "text-xl font-extrabold text-fuchsia-700",
    cardText: "text-base leading-relaxed",
    card: "rounded-[2rem] ring-4 ring-amber-200",
    accent: "text-fuchsia-700",
  },
};

export function textStyleFor(variant: string | null | undefined): TextStyle {
  return textStyles[variant ?? "default"] ?? (textStyles.default as TextStyle);
}
