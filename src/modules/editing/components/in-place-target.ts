import { inPlaceFields, type InPlaceField } from "@/lib/editing";
import { fetchPageSections, patchMetric, saveSection, type MetricDto, type TemplateSectionDto } from "@/modules/sections/sections.queries";

// What a text edited where it stands on the page is (issue 34, point 3), and how its save is written:
// the renderers mark it (`inPlaceMark` in lib/editing), the layer's InPlaceText edits it.

/** A marked text on the page: a template section's title or description, or one of its cards'. */
export interface InPlaceTarget {
  element: HTMLElement;
  sectionId: string;
  field: InPlaceField;
  /** The card's metric id, for a card's title or description. */
  cardId?: string;
  /** The row's version the page was drawn from. */
  version: number;
}

const isInPlaceField = (field: string | undefined): field is InPlaceField => (inPlaceFields as readonly string[]).includes(field ?? "");
const isCardField = (field: InPlaceField) => field === "title" || field === "description";

/**
 * The marked text `node` is in, inside a placed template section (`data-kind="template"` with its
 * row's `data-id`), or null: an editor's preview has marks but no placed section around them.
 */
export function inPlaceTarget(node: EventTarget | null): InPlaceTarget | null {
  if (!(node instanceof Element)) return null;
  const element = node.closest<HTMLElement>("[data-edit-field]");
  const sectionId = element?.closest<HTMLElement>('[data-kind="template"]')?.dataset.id;
  const field = element?.dataset.editField;
  const version = Number(element?.dataset.editVersion);
  if (!element || !sectionId || !isInPlaceField(field) || !Number.isInteger(version)) return null;
  const cardId = element.dataset.editCard;
  // A card's field names its card; a section's none.
  if (isCardField(field) !== Boolean(cardId)) return null;
  return { element, sectionId, field, cardId, version };
}

/** The stored text of a target's field: its base text and its translations. */
export interface StoredText {
  base: string;
  translations: Record<string, string>;
}

type Row = TemplateSectionDto | MetricDto;

/** A target's field in its row (the section, or the card for a card's field). */
export function storedText(row: Row, field: InPlaceField): StoredText {
  const texts = row as unknown as Record<string, unknown>;
  return { base: String(texts[field] ?? ""), translations: { ...((texts[`${field}_translation`] ?? {}) as Record<string, string>) } };
}

/** The target's row as it is stored now, read with its page's sections; null when it is gone. */
export async function currentRow(urlPage: string, target: Pick<InPlaceTarget, "sectionId" | "cardId">): Promise<Row | null> {
  const section = (await fetchPageSections(urlPage)).find((row) => row.id === target.sectionId);
  if (!section || !target.cardId) return section ?? null;
  return section.website_metric.find((metric) => metric.id === target.cardId) ?? null;
}

/** One field's change, as the API takes it: the base text, or the field's whole translations. */
export type FieldChange = { [Field in InPlaceField]?: string } & { [Field in `${InPlaceField}_translation`]?: Record<string, string> };

/**
 * What a save of `html` writes: in the site's default language (`language` null) the field itself;
 * in another, the field's translations with this language's entry set, or removed when left empty
 * (the page then shows the default text, spec 001 §5).
 */
export function changeFor(field: InPlaceField, stored: StoredText, html: string, language: string | null): FieldChange {
  if (!language) return { [field]: html };
  const translations = { ...stored.translations };
  if (html.trim()) translations[language] = html;
  else delete translations[language];
  return { [`${field}_translation`]: translations };
}

/** What puts the field back as `stored` has it (the undo of a save). */
export const restoreFor = (field: InPlaceField, stored: StoredText, language: string | null): FieldChange =>
  language ? { [`${field}_translation`]: stored.translations } : { [field]: stored.base };

/** Writes one field of the target's row, based on `version`; answers the row's new version (a 409 throws ConflictError). */
export async function saveField(target: Pick<InPlaceTarget, "sectionId" | "cardId">, change: FieldChange, version: number): Promise<number> {
  if (target.cardId) return (await patchMetric({ id: target.cardId, version, ...change })).version;
  return (await saveSection({ id: target.sectionId, version, ...change })).version;
}

/** What the browser's bold and italic commands write, as the stored rich text says it (lib/sanitize-html keeps these). */
const storedTags: Record<string, string> = { B: "strong", I: "em" };

/**
 * The HTML of an edited text as it is saved: the browser's `<b>` and `<i>` as `<strong>` and `<em>`,
 * trimmed, and empty when only the browser's placeholder line break is left (contenteditable leaves
 * `<br>` in an emptied element).
 */
export function editedHtml(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll<HTMLElement>("b, i")) {
    const renamed = document.createElement(storedTags[node.tagName]!);
    renamed.append(...node.childNodes);
    node.replaceWith(renamed);
  }
  const html = copy.innerHTML.trim();
  return /^(<br\s*\/?>|&nbsp;|\s)*$/i.test(html) ? "" : html;
}
