const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Stored rich text as plain text (for alt text, labels and titles): tags dropped, common entities decoded. */
export function plainText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
