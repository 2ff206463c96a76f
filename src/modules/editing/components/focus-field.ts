/**
 * Issue 34 point 7: the site check's "Fix alt text" opens an editor at the field that fixes it. The
 * address says which (`#edit=<editor>:<id>&field=<name>`); editors mark such fields with
 * `data-fix-field="<name>"`. This waits for the field to appear (the editor's chunk and its row load
 * first), then focuses it and scrolls it into view, and gives the focus back to it if the editor's
 * own opening focus took it away. Returns the function that stops waiting.
 */
export function focusFieldWhenShown(field: string, { timeoutMs = 10_000, everyMs = 100 } = {}): () => void {
  if (!fieldFromHash(field)) return () => {};
  const selector = `[data-fix-field="${field}"]`;
  const started = Date.now();
  let settled = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const element = document.querySelector<HTMLElement>(`[role="dialog"] ${selector}`) ?? document.querySelector<HTMLElement>(selector);
    if (element && !element.hasAttribute("disabled")) {
      if (document.activeElement === element) settled++;
      else {
        element.focus();
        element.scrollIntoView?.({ block: "center" });
      }
      // Focused and still focused a few checks later: the editor has finished opening.
      if (settled >= 3) return;
    }
    if (Date.now() - started < timeoutMs) timer = setTimeout(tick, everyMs);
  };
  timer = setTimeout(tick, everyMs);
  return () => clearTimeout(timer);
}

/** A field name as the address carries it (`field=meta_description`), or undefined. */
export const fieldFromHash = (value: string | undefined) => (value && /^[a-z_]{1,40}$/.test(value) ? value : undefined);
