import type { Browser } from "playwright-core";

/** One layout shift as Chromium reports it, with the elements that moved (tag, id, classes, a little text). */
export interface Shift {
  at: number;
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/**
 * A page's cumulative layout shift as Core Web Vitals counts it: the largest session window (shifts
 * less than 1 s apart, the window at most 5 s long) of shifts without recent input. A fresh visitor
 * (new context) opens `url` at `viewport`; the page is watched until `settleMs` after load, long
 * enough for the banner island's countdown and hidden banners and the hero's image.
 */
export async function layoutShiftOf(browser: Browser, url: string, viewport: { width: number; height: number }, settleMs = 4_000): Promise<{ cls: number; shifts: Shift[] }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    // A phone's network and processor (Lighthouse's slow 4G: 150 ms, 1.6 Mb/s down; a CPU 4x slower):
    // late fonts, images and scripts shift a page that reserves no room for what they bring.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.addInitScript(() => {
      window.__shifts = [];
      const describe = (node: Node | null) => {
        if (!(node instanceof Element)) return String(node?.nodeName ?? "?");
        const classes = typeof node.className === "string" ? node.className.split(/\s+/).slice(0, 4).join(".") : "";
        return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes ? `.${classes}` : ""} "${(node.textContent ?? "").trim().slice(0, 40)}"`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: unknown[] })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []) as { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          const box = (rect: DOMRectReadOnly) => `${Math.round(rect.y)}+${Math.round(rect.height)}`;
          window.__shifts!.push({ at: Math.round(entry.startTime), value: entry.value, moved: sources.map((source) => `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`) });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settleMs);
    const shifts = await page.evaluate(() => window.__shifts ?? []);
    return { cls: largestSessionWindow(shifts), shifts };
  } finally {
    await context.close();
  }
}

/** The largest sum of a session window: shifts under 1 s apart, the window at most 5 s long. */
export function largestSessionWindow(shifts: Shift[]): number {
  let largest = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last >= 1_000 || shift.at - first >= 5_000) {
      sum = 0;
      first = shift.at;
    }
    sum += shift.value;
    last = shift.at;
    largest = Math.max(largest, sum);
  }
  return largest;
}
