import { formatMessage } from "@/lib/i18n/format";
import words from "@/messages/en/admin/plainLabels.json";

/**
 * What the editors show an owner for a stored design value (issue 34, "developer words"): the API and
 * the database keep Tailwind's names ("text-6xl", "h-48", "sky-600", "4xl"); every control labels
 * them with these plain words instead. The words live in the back office's catalogue
 * (src/messages/en/admin/plainLabels.json); this is the one place that maps a value to its label.
 * A value without a label (older data) is shown as it is, so a missing label is seen, not hidden.
 */
type Labels = Readonly<Record<string, string>>;

const labelIn = (labels: Labels) => (value: string | number) => labels[String(value)] ?? String(value);

/** Hero title and description sizes ("text-xs" to "text-7xl"). */
export const textSizeLabel = labelIn(words.textSizes);
/** Hero description weights ("normal" to "bold"). */
export const textWeightLabel = labelIn(words.textWeights);
/** The hero text block's widths ("2xl" to "7xl", "full"). */
export const heroBlockWidthLabel = labelIn(words.heroBlockWidths);
/** The header's menu widths ("lg" to "7xl"). */
export const menuWidthLabel = labelIn(words.menuWidths);
/** The header's logo heights ("h-8" to "h-16"). */
export const logoHeightLabel = labelIn(words.logoHeights);
/** A template section's card image heights ("h-32" to "h-96"). */
export const imageHeightLabel = labelIn(words.imageHeights);
/** Where the hero's image goes ("left", "right", "background", "inline", "full"). */
export const heroImagePositionLabel = labelIn(words.heroImagePositions);
/** Text alignment ("left", "center", "right"). */
export const alignmentLabel = labelIn(words.alignments);
/** The hero's animated backgrounds ("" for none, "DotGrid", ...). */
export const heroAnimationLabel = labelIn(words.heroAnimations);
/** Text style variants of sections and headings ("default", "codedharmony", ...). */
export const textStyleLabel = labelIn(words.textStyles);

const families: Labels = words.colourFamilies;
const shades: Labels = words.colourShades;

/**
 * A palette name as an owner reads it: "sky-600" is "Sky, strong", "white" is "White". A Tailwind-style
 * prefix ("from-blue-400") is read past, as the palette module does; a name outside the palette is
 * "Custom colour".
 */
export function colourLabel(name: string | null | undefined): string {
  const bare = (name ?? "").replace(/^(bg|text|from|via|to)-/, "");
  if (bare === "white") return words.white;
  if (bare === "black") return words.black;
  const [, family, shade] = /^([a-z]+)-(\d+)$/.exec(bare) ?? [];
  const familyName = family ? families[family] : undefined;
  const shadeName = shade ? shades[shade] : undefined;
  return familyName && shadeName ? formatMessage(words.colour, { family: familyName, shade: shadeName }) : words.customColour;
}
