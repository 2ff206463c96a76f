/**
 * Inline styles that stored HTML may keep. Rich text and articles keep text styling only; landing
 * pages written in the code view also keep layout. No list holds position, inset, z-index or
 * transform, and negative margins are dropped: together they are how a stored element covers the
 * whole page (a fake sign-in form over the real one).
 */
const textProperties = ["text-align", "color", "background-color", "font-weight", "font-style", "text-decoration"];
const layoutProperties = [
  ...textProperties,
  "display", "flex", "flex-direction", "flex-wrap", "flex-grow", "flex-shrink", "flex-basis", "grid-template-columns", "grid-template-rows",
  "grid-column", "grid-row", "gap", "row-gap", "column-gap", "justify-content", "justify-items", "align-items", "align-content", "align-self",
  "padding", "padding-top", "padding-right", "padding-bottom", "padding-left", "margin", "margin-top", "margin-right", "margin-bottom", "margin-left",
  "width", "max-width", "min-width", "height", "max-height", "min-height", "border", "border-top", "border-right", "border-bottom", "border-left",
  "border-color", "border-width", "border-style", "border-radius", "font-size", "font-family", "line-height", "letter-spacing", "text-transform",
  "list-style", "object-fit", "aspect-ratio", "opacity", "box-shadow", "background", "vertical-align", "white-space",
];

export const styleAllowList = { text: new Set(textProperties), layout: new Set(layoutProperties) } as const;

// Values that load or run something, and negative lengths (a margin pulling an element over others).
const unsafeValue = /url\s*\(|expression\s*\(|javascript:|@import|\\|(?:^|[\s(,])-\d/i;

/** The declarations of an inline style whose property is allowed and whose value is harmless. */
export function filterStyle(style: string, allowed: ReadonlySet<string>): string {
  return style
    .split(";")
    .map((declaration) => {
      const colon = declaration.indexOf(":");
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return allowed.has(property) && value && !unsafeValue.test(value) ? declaration.trim() : null;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join(";");
}
