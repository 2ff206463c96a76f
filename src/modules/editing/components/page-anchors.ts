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

/**
 * The sections of the page in document order, each with its slot. A section that is not a stored row
 * (the home page's fallback hero, which has no `data-id`) comes with an empty id: it can be replaced
 * by a created row, not edited.
 */
export function findAnchors(root: ParentNode = document): Anchor[] {
  return [...root.querySelectorAll<HTMLElement>("[data-kind]")].flatMap((element) => {
    const { kind, id = "" } = element.dataset;
    return isEditableKind(kind) ? [{ kind, id, element, slot: slotOf(element) }] : [];
  });
}

/** Whether two scans found the same nodes (and, for sections, the same rows). */
export const sameElements = <T extends { element: HTMLElement; id?: string }>(a: T[], b: T[]) =>
  a.length === b.length && a.every((found, index) => found.element === b[index]!.element && found.id === b[index]!.id);

/** The header and footer on the page (`data-shell-part`), whose editors the admin bar opens. */
export function findShellParts(root: ParentNode = document): { part: "header" | "footer"; element: HTMLElement }[] {
  return [...root.querySelectorAll<HTMLElement>("[data-shell-part]")].flatMap((element) => {
    const part = element.dataset.shellPart;
    return part === "header" || part === "footer" ? [{ part, element }] : [];
  });
}

/** The post the page shows (`data-post-slug`, on blog posts, help articles, chapters and pages), if any. */
export function findPostAnchors(root: ParentNode = document): { element: HTMLElement; slug: string }[] {
  return [...root.querySelectorAll<HTMLElement>("[data-post-slug]")].flatMap((element) => (element.dataset.postSlug ? [{ element, slug: element.dataset.postSlug }] : []));
}

/** What names a section or a bar across renders: its kind and row, or its part of the shell. */
function anchorKey(element: Element): string | null {
  const { kind, id, shellPart } = (element as HTMLElement).dataset;
  if (shellPart) return `shell:${shellPart}`;
  return kind ? `${kind}:${id ?? ""}` : null;
}

/**
 * Moves the slots the layer drew its buttons in from the shown page to the same sections of a fresh
 * one (showFreshPage's `carry`): the buttons live on, so the focus returns to "Edit … section"
 * after its editor saved, as it did before the page changed under it.
 */
export function carryEditSlots(shown: HTMLElement, fresh: HTMLElement): void {
  const targets = new Map<string, HTMLElement>();
  for (const element of fresh.querySelectorAll<HTMLElement>("[data-kind], [data-shell-part]")) {
    const key = anchorKey(element);
    if (key && !targets.has(key)) targets.set(key, element);
  }
  for (const slot of shown.querySelectorAll<HTMLElement>("[data-edit-slot]")) {
    const owner = slot.parentElement;
    const target = owner && targets.get(anchorKey(owner) ?? "");
    if (!owner || !target || target.querySelector(":scope > [data-edit-slot]")) continue;
    target.style.position ||= owner.style.position;
    target.append(slot);
  }
}
