import type { PostPrefill } from "./new-post-address";

/**
 * What the editing layer (src/modules/editing) and the editors it opens agree on. It lives here, below
 * both, so that an editor in its own module can use it without importing the layer that loads it.
 */

/** The kinds of placed section the public page marks with `data-kind` (with the row's `data-id`). */
export const editableKinds = ["hero", "heading", "template"] as const;
export type EditableKind = (typeof editableKinds)[number];

/**
 * The texts an admin edits where they stand on the page (issue 34, point 3), by the row that holds
 * them: a template section's title and description, a card's title and text, a heading's name and
 * description, the hero's title and description. The renderers mark each element that shows one with
 * `data-edit-field`, the version of the row it was drawn from (`data-edit-version`, so a save is based
 * on what the admin saw) and, for a card, `data-edit-card` (the metric's id); other rows are the placed
 * section around the text (`data-kind`, `data-id`). The editing layer makes a marked element editable.
 */
export const inPlaceFields = {
  template: ["section_title", "section_description"],
  card: ["title", "description"],
  heading: ["name", "description_text"],
  hero: ["title", "description"],
} as const;
export type InPlaceRowKind = keyof typeof inPlaceFields;
export type InPlaceField = (typeof inPlaceFields)[InPlaceRowKind][number];
export type InPlaceMark = { "data-edit-field"?: InPlaceField; "data-edit-version"?: number; "data-edit-card"?: string };

/**
 * The marks of a text edited in place: a placed section's field from `row`, or with `card` set a
 * card's (`row` is then the card). None for a row without a version (an editor's preview of a form).
 */
export function inPlaceMark(field: InPlaceField, row: { id: string; version?: number }, card = false): InPlaceMark {
  if (row.version === undefined) return {};
  return card ? { "data-edit-field": field, "data-edit-version": row.version, "data-edit-card": row.id } : { "data-edit-field": field, "data-edit-version": row.version };
}

/** A row the editing layer knows by its anchor on the page. */
export interface PlacedRef {
  kind: EditableKind;
  id: string;
}

export interface EditorProps {
  /** The row to edit; without it the editor creates one. */
  id?: string;
  /** The page being edited as the sections store it (`/home` for `/`, `/work-visas`). */
  urlPage: string;
  /** Closes the editor (after a save, a delete, or Cancel with nothing to lose). */
  onClose: () => void;
  /**
   * After a save or delete: the layer places a created row where it was asked for and shows the
   * freshly rendered public page. `created` is the new row, when there is one.
   */
  onChanged: (created?: PlacedRef) => void;
  /**
   * Deletes a placed row and offers Undo for 10 s: the layer notes where the row stands, runs `remove`,
   * shows the page without it and, on Undo, runs `recreate` and puts the new row back in that place.
   */
  deleteWithUndo: (deletion: Deletion) => Promise<void>;
  /** Closes this editor and opens another by its name in the layer's table (the Site Map opens a post's editor). */
  openEditor: (name: string, id?: string) => void;
  /** A new post's first fields, when it was opened from a `#new=post` address (only the post editor reads it). */
  prefill?: PostPrefill;
  /**
   * The tab to open on, for an editor in tabs (Global Settings: the Create New menu's FAQ opens it on
   * its FAQs tab); an editor without tabs, or a tab it does not have, opens as usual.
   */
  tab?: string;
  /**
   * The field to focus (the site check's fixes: `meta_description`, `alt`, `title`, `description`,
   * `image`), marked `data-fix-field` in the editor; an editor that hides it (behind "More") shows it.
   */
  field?: string;
}

/** A delete the editing layer can undo (EditorProps.deleteWithUndo). */
export interface Deletion {
  /** The row being deleted. */
  row: PlacedRef;
  /** Deletes it on the server. */
  remove: () => Promise<unknown>;
  /** Writes the same content again as a new row, in one request, and returns it. */
  recreate: () => Promise<{ id: string }>;
  /** The spec's message after the delete. */
  deleted: string;
}
