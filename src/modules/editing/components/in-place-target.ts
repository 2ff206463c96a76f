import { inPlaceFields, type InPlaceField, type InPlaceRowKind } from "@/lib/editing";
import { fetchHeadings, headingBodyOf, saveHeading } from "@/modules/headings/headings.queries";
import { fetchHeroes, recreateHeroBody, saveHero } from "@/modules/hero/hero.queries";
import { fetchPageSections, patchMetric, saveSection } from "@/modules/sections/sections.queries";

// What a text edited where it stands on the page is (issue 34, point 3), and how its save is written:
// the renderers mark it (`inPlaceMark` in lib/editing), the layer's InPlaceText edits it.

/** A marked text on the page and the row that holds it. */
export interface InPlaceTarget {
  element: HTMLElement;
  kind: InPlaceRowKind;
  /** The row's id: the placed section's, or the card's (its metric). */
  rowId: string;
  field: InPlaceField;
  /** The row's version the page was drawn from. */
  version: number;
}

/** A row as the API answers it: its texts, their translations and its version, among its other fields. */
export type StoredRow = { id: string; version: number } & Record<string, unknown>;

const fieldOf = (kind: InPlaceRowKind, field: string | undefined): field is InPlaceField => (inPlaceFields[kind] as readonly string[]).includes(field ?? "");
const isRowKind = (kind: string | undefined): kind is Exclude<InPlaceRowKind, "card"> => kind === "template" || kind === "heading" || kind === "hero";

/**
 * The marked text `node` is in, inside a placed section (`data-kind` with its row's `data-id`), or
 * null: an editor's preview has marks but no placed section around them.
 */
export function inPlaceTarget(node: EventTarget | null): InPlaceTarget | null {
  if (!(node instanceof Element)) return null;
  const element = node.closest<HTMLElement>("[data-edit-field]");
  const placed = element?.closest<HTMLElement>("[data-kind]")?.dataset;
  const version = Number(element?.dataset.editVersion);
  if (!element || !placed?.id || !isRowKind(placed.kind) || !Number.isInteger(version)) return null;
  const cardId = element.dataset.editCard;
  const kind = cardId ? "card" : placed.kind;
  const field = element.dataset.editField;
  if (!fieldOf(kind, field)) return null;
  return { element, kind, rowId: cardId ?? placed.id, field, version };
}

/**
 * Keeps a text being edited on the page through a fresh page (showFreshPage's `carry`): the live
 * element, with what the admin has typed so far, takes the place of its fresh twin. (An earlier save's
 * fresh page arrives while the admin already types in the next text.)
 */
export function carryEditedText(shown: HTMLElement, fresh: HTMLElement): void {
  const live = shown.querySelector<HTMLElement>("[data-edit-field][data-editing]");
  const editing = inPlaceTarget(live);
  if (!live || !editing) return;
  const twin = [...fresh.querySelectorAll<HTMLElement>("[data-edit-field]")].find((element) => {
    const found = inPlaceTarget(element);
    return found?.kind === editing.kind && found.rowId === editing.rowId && found.field === editing.field;
  });
  twin?.replaceWith(live);
}

/** The stored text of a target's field: its base text and its translations. */
export interface StoredText {
  base: string;
  translations: Record<string, string>;
}

/** A field in its row. */
export function storedText(row: StoredRow, field: InPlaceField): StoredText {
  return { base: String(row[field] ?? ""), translations: { ...((row[`${field}_translation`] ?? {}) as Record<string, string>) } };
}

/** One field's change, as the API takes it: the base text, or the field's whole translations. */
export type FieldChange = { [Field in InPlaceField]?: string } & { [Field in `${InPlaceField}_translation`]?: Record<string, string> };

type Where = Pick<InPlaceTarget, "kind" | "rowId">;

/**
 * How each kind of row is read and written. Template sections and cards take one field (their
 * editors' PUT and PATCH); headings and heroes are written whole, so the field's change goes over
 * the row as it was read (a newer row is a 409 all the same: the version is the page's).
 */
const rows: Record<InPlaceRowKind, { read: (urlPage: string, id: string) => Promise<StoredRow | undefined>; write: (row: StoredRow, change: FieldChange, version: number) => Promise<StoredRow> }> = {
  template: {
    read: async (urlPage, id) => (await fetchPageSections(urlPage)).find((row) => row.id === id),
    write: (row, change, version) => saveSection({ id: row.id, version, ...change }),
  },
  card: {
    read: async (urlPage, id) => (await fetchPageSections(urlPage)).flatMap((section) => section.website_metric).find((card) => card.id === id),
    write: (row, change, version) => patchMetric({ id: row.id, version, ...change }),
  },
  heading: {
    read: async (urlPage, id) => (await fetchHeadings(urlPage)).find((row) => row.id === id),
    write: (row, change, version) => saveHeading({ id: row.id, ...headingBodyOf(row as never), ...change, version }),
  },
  hero: {
    read: async (urlPage, id) => (await fetchHeroes(urlPage)).find((row) => row.id === id),
    write: (row, change, version) => saveHero({ id: row.id, ...recreateHeroBody(row as never), ...change, version }),
  },
};

/** The target's row as it is stored now; null when it is gone. */
export const currentRow = async (urlPage: string, target: Where): Promise<StoredRow | null> => (await rows[target.kind].read(urlPage, target.rowId)) ?? null;

/** Writes one field's change over `row`, based on `version`; answers the row as saved (a 409 throws ConflictError with the current row). */
export const saveField = (kind: InPlaceRowKind, row: StoredRow, change: FieldChange, version: number): Promise<StoredRow> => rows[kind].write(row, change, version);

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
