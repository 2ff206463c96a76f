import type { Locator, Page } from "playwright-core";

/**
 * What sticks out sideways on a narrow screen (issue 34, point 5), as a list of sentences (empty:
 * nothing): the document wider than the viewport; the dialog wider than its own box; the dialog's box
 * outside the viewport (then its own scrolling cannot reach everything); and any visible element of
 * the dialog whose right edge passes the viewport's, or any box in it that scrolls sideways, unless
 * it is held by a box that clips on purpose or by a row of tabs that scrolls. Hidden and screen-reader-only elements (1 px) are
 * not counted.
 */
export async function overflowOf(page: Page, dialog: Locator): Promise<string[]> {
  await dialog.waitFor();
  const handle = await dialog.elementHandle();
  return page.evaluate((root) => {
    const problems: string[] = [];
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const describe = (node: Element) => {
      const label = node.getAttribute("aria-label") ?? (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const classes = typeof node.className === "string" ? node.className.split(/\s+/).slice(0, 5).join(".") : "";
      return `<${node.tagName.toLowerCase()}${classes ? ` .${classes}` : ""}> "${label}"`;
    };
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`the page is ${doc.scrollWidth} px wide in a ${doc.clientWidth} px viewport`);
    if (!root) return [...problems, "no dialog"];
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the dialog's content is ${root.scrollWidth} px wide in its ${root.clientWidth} px box`);
    const box = root.getBoundingClientRect();
    if (box.left < -1 || box.right > viewport.width + 1 || box.top < -1 || box.bottom > viewport.height + 1)
      problems.push(`the dialog's box (${Math.round(box.left)},${Math.round(box.top)})-(${Math.round(box.right)},${Math.round(box.bottom)}) is not inside the ${viewport.width}x${viewport.height} viewport`);
    // A row of tabs may scroll sideways on its own, and a box may clip on purpose (overflow hidden):
    // what they hold is reached by scrolling the row or is meant to be cut. Any other box that
    // scrolls sideways (the dialog's body among them) is overflow.
    const tabRow = (node: Element) => node.getAttribute("role") === "tablist";
    // A control is never excused by a box that clips it: cut off, it cannot be used.
    const control = (node: Element) => node.matches('button, input, select, textarea, a[href], [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])');
    const heldSideways = (node: Element) => {
      for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if ((overflowX === "hidden" || overflowX === "clip") && !control(node)) return true;
        if ((overflowX === "auto" || overflowX === "scroll") && tabRow(parent)) return true;
      }
      return false;
    };
    for (const node of root.querySelectorAll("*")) {
      const overflowX = getComputedStyle(node).overflowX;
      if ((overflowX === "auto" || overflowX === "scroll") && node.scrollWidth > node.clientWidth + 1 && !tabRow(node) && !heldSideways(node))
        problems.push(`${describe(node)} scrolls sideways (${node.scrollWidth} px in ${node.clientWidth} px)`);
    }
    // The dialog's own edges when it is narrower than the screen (a window): nothing passes them either.
    const limit = { left: Math.max(0, box.left), right: Math.min(viewport.width, box.right) };
    const outside: string[] = [];
    const passes = new Set<Element>();
    for (const node of root.querySelectorAll("*")) {
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.right <= limit.right + 1 && rect.left >= limit.left - 1) continue;
      if (getComputedStyle(node).visibility === "hidden") continue;
      if (heldSideways(node)) continue;
      passes.add(node);
      outside.push(`${describe(node)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    }
    // The innermost ones (none of their children passes too) are what makes the others wide.
    const innermost = [...passes].filter((node) => ![...node.children].some((child) => passes.has(child)));
    if (outside.length > 0)
      problems.push(`${outside.length} element(s) pass the dialog's or the viewport's edge; the innermost: ${innermost.slice(0, 4).map((node) => `${describe(node)} ${Math.round(node.getBoundingClientRect().width)} px wide`).join("; ")}`);
    return problems;
  }, handle);
}

/**
 * What covers the given elements (issue 34, point 4): for each element `selector` matches, the
 * centre and the four corners (2 px inside) are hit-tested with `document.elementFromPoint`, and a
 * point whose topmost element is not the element itself or inside it is reported with what is there.
 * Points outside the page's part of the viewport (the viewport above the admin bar's own strip,
 * `--admin-bar-height`) are not tested; `tested` counts those that were. With `by`, only what
 * matches it (or is inside it) counts as covering.
 */
export async function coveredPoints(page: Page, selector: string, by?: string): Promise<{ tested: number; covered: string[] }> {
  return page.evaluate(({ selector, by }) => {
    const covered: string[] = [];
    let tested = 0;
    // The admin bar's own strip at the foot of the screen is not the page's: what lies there is below
    // the page's fold, and scrolls above the bar (the spacer at the end of the page lets the last line do so).
    const bar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--admin-bar-height")) || 0;
    const pageBottom = window.innerHeight - bar;
    const describe = (node: Element) => {
      const label = node.getAttribute("aria-label") ?? (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      return `<${node.tagName.toLowerCase()}> "${label}"`;
    };
    for (const target of document.querySelectorAll(selector)) {
      const rect = target.getBoundingClientRect();
      if (rect.width < 4 || rect.height < 4) continue;
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + 2, rect.top + 2],
        [rect.right - 2, rect.top + 2],
        [rect.left + 2, rect.bottom - 2],
        [rect.right - 2, rect.bottom - 2],
      ] as const;
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= document.documentElement.clientWidth || y >= pageBottom) continue;
        tested += 1;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === target || target.contains(hit))) continue;
        if (by && !hit?.closest(by)) continue;
        covered.push(`${describe(target)} at (${Math.round(x)},${Math.round(y)}) is under ${hit ? describe(hit) : "nothing"}`);
      }
    }
    return { tested, covered };
  }, { selector, by });
}
