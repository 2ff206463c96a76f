import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useEditorDraft } from "@/lib/use-editor-draft";
import { draftKey, emptyForm, patchSection, type SectionForm } from "./section-draft";

const key = draftKey("section-1", "/about");

/** The template editor's draft: the editors' draft, changed through patchSection. */
function useSectionDraft(storageKey: string, saved: SectionForm) {
  const draft = useEditorDraft<SectionForm>(storageKey, saved);
  return { form: draft.value, restored: draft.restored, undo: draft.undo, change: patchSection(draft.set) };
}

describe("the template section editor's draft", () => {
  beforeEach(() => localStorage.clear());

  it("keeps an unsaved draft in localStorage and drops it once it matches the saved section", () => {
    const { result } = renderHook(() => useSectionDraft(key, emptyForm));
    act(() => result.current.change({ section_title: "Typed" }));
    expect(JSON.parse(localStorage.getItem(key)!).value.section_title).toBe("Typed");
    act(() => result.current.change({ section_title: "" }));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("starts from a stored draft and says so", () => {
    localStorage.setItem(key, JSON.stringify({ value: { ...emptyForm, section_title: "From before the crash" } }));
    const { result } = renderHook(() => useSectionDraft(key, emptyForm));
    expect(result.current.form?.section_title).toBe("From before the crash");
    expect(result.current.restored).toBe(true);
  });

  it("undoes the last change; typing in one field is one change", () => {
    const { result } = renderHook(() => useSectionDraft(key, emptyForm));
    act(() => result.current.change({ grid_columns: 4 }));
    act(() => result.current.change({ section_title: "A" }));
    act(() => result.current.change({ section_title: "Ab" }));
    act(() => void result.current.undo());
    expect(result.current.form).toMatchObject({ section_title: "", grid_columns: 4 });
    act(() => void result.current.undo());
    expect(result.current.form?.grid_columns).toBe(3);
    let undone = true;
    act(() => void (undone = result.current.undo()));
    expect(undone).toBe(false);
  });
});
