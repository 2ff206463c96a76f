import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { isUndoKey, useEditorDraft } from "./use-editor-draft";

const key = "atrium:test-draft:new";

describe("useEditorDraft", () => {
  beforeEach(() => localStorage.clear());

  it("waits for the saved row, keeps changes in localStorage while they differ, and undoes them one by one", () => {
    const { result, rerender } = renderHook(({ saved }: { saved?: { title: string } }) => useEditorDraft(key, saved), { initialProps: {} });
    expect(result.current.value).toBeNull();
    rerender({ saved: { title: "Saved" } });
    expect(result.current.value).toEqual({ title: "Saved" });
    expect(result.current.dirty).toBe(false);

    act(() => result.current.set((current) => ({ ...current, title: "One" })));
    act(() => result.current.set((current) => ({ ...current, title: "Two" })));
    expect(result.current.dirty).toBe(true);
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ value: { title: "Two" } });

    act(() => void result.current.undo());
    expect(result.current.value).toEqual({ title: "One" });
    act(() => void result.current.undo());
    expect(result.current.value).toEqual({ title: "Saved" });
    expect(result.current.dirty).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
    let undone = true;
    act(() => {
      undone = result.current.undo();
    });
    expect(undone).toBe(false);
  });

  it("restores an earlier visit's unsaved changes, and forgets them after a save", () => {
    localStorage.setItem(key, JSON.stringify({ value: { title: "Unsaved" } }));
    const { result } = renderHook(() => useEditorDraft(key, { title: "Saved" }));
    expect(result.current.value).toEqual({ title: "Unsaved" });
    expect(result.current.restored).toBe(true);
    expect(result.current.dirty).toBe(true);
    act(() => result.current.reset({ title: "Unsaved" }));
    expect(result.current.dirty).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("takes Ctrl+Z and Cmd+Z, not Ctrl+Shift+Z", () => {
    const base = { key: "z", ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isUndoKey({ ...base, ctrlKey: true })).toBe(true);
    expect(isUndoKey({ ...base, metaKey: true, key: "Z" })).toBe(true);
    expect(isUndoKey({ ...base, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isUndoKey(base)).toBe(false);
  });

  it("after a background save, keeps what was typed meanwhile and counts only that as changed", () => {
    const { result } = renderHook(() => useEditorDraft(key, { title: "Saved", body: "" }));
    act(() => result.current.set((current) => ({ ...current, title: "Sent" })));
    const sent = result.current.value!;
    // Typed while the save was on its way.
    act(() => result.current.set((current) => ({ ...current, body: "More" })));
    act(() => result.current.rebase(sent));
    expect(result.current.value).toEqual({ title: "Sent", body: "More" });
    expect(result.current.dirty).toBe(true);
    act(() => result.current.set((current) => ({ ...current, body: "" })));
    expect(result.current.dirty).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
