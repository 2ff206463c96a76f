import { editableKinds, type EditableKind, type PlacedRef } from "@/lib/editing";

/** A placed section on the page (`data-kind`, `data-id`) and the node the layer draws its buttons in. */
export interface Anchor extends PlacedRef {
  element: HTMLElement;
  slot: HTMLElement;
}

const isEditableKind = (kind: string | undefined): kind is EditableKind => (editableKinds as readonly string[]).includes(kind ?? "");

/**
 * The node inside a section that holds its edit buttons: a layer over the section that lets clicks
 * through except on the buttons. Made once per section; a section re-rendered by React keeps it.
 */
function slotOf(element: HTMLElement): HTMLElement {
  const existing = element.querySelector<HTMLElement>(":scope > [data-edit-slot]");
  if (existing) return existing;
  if (getComputedStyle(element).position === "static") element.style.position = "relative";
  const slot = document.createElement("div");
  slot.setAttribute("data-edit-slot", "");
  slot.className = "pointer-events-none absolute inset-0 z-30";
  element.append(slot);
  return slot;
}

/** The sections of the page in document order, each with its slot. */
export function findAnchors(root: ParentNode = document): Anchor[] {
  return [...root.querySelectorAll<HTMLElement>("[data-kind][data-id]")].flatMap((element) => {
    const { kind, id } = element.dataset;
    return isEditableKind(kind) && id ? [{ kind, id, element, slot: slotOf(element) }] : [];
  });
}

export const sameAnchors = (a: Anchor[], b: Anchor[]) => a.length === b.length && a.every((anchor, index) => anchor.element === b[index]!.element && anchor.id === b[index]!.id);
