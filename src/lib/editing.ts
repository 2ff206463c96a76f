/**
 * What the editing layer (src/modules/editing) and the editors it opens agree on. It lives here, below
 * both, so that an editor in its own module can use it without importing the layer that loads it.
 */

/** The kinds of placed section the public page marks with `data-kind` (with the row's `data-id`). */
export const editableKinds = ["hero", "heading", "template"] as const;
export type EditableKind = (typeof editableKinds)[number];

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
}
