import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldFromHash, focusFieldWhenShown } from "./focus-field";

// Issue 34 point 7: the site check's fix opens an editor and focuses the field named in the address.
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("focusing the field a fix names", () => {
  it("waits for the editor to show the field, then focuses it inside the dialog, and takes it back once from the editor's opening focus", () => {
    vi.useFakeTimers();
    const stop = focusFieldWhenShown("alt");
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(document.body);
    // The editor's chunk and its row arrive: a dialog with the field, and an input outside it with the same mark.
    document.body.innerHTML = `<input data-fix-field="alt" id="outside"><div role="dialog"><button id="close">Close</button><input data-fix-field="alt" id="inside"></div>`;
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.id).toBe("inside");
    // The dialog's own opening focus lands on its first button: the field gets it back.
    document.getElementById("close")!.focus();
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.id).toBe("inside");
    stop();
  });

  it("reads only plain field names from the address", () => {
    expect(fieldFromHash("meta_description")).toBe("meta_description");
    expect(fieldFromHash(undefined)).toBeUndefined();
    expect(fieldFromHash('alt"]')).toBeUndefined();
  });
});
