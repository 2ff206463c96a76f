import type { BrowserContext, Page } from "playwright-core";

/** Chromium's fake camera (a moving test pattern) and microphone (a beep), granted without asking. */
export const fakeMediaArgs = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];

declare global {
  interface Window {
    __peerConnections?: RTCPeerConnection[];
  }
}

/**
 * Keeps every RTCPeerConnection the context's pages make, so a journey can read the call's
 * statistics as `chrome://webrtc-internals` would (the product exposes nothing for tests).
 */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["camera", "microphone"]);
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    window.__peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    };
  });
}

/** Video frames the page has decoded from others, over its open connections (getStats' inbound-rtp). */
export function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0;
    for (const pc of window.__peerConnections ?? []) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === "inbound-rtp" && report.kind === "video") total += report.framesDecoded ?? 0;
      });
    }
    return total;
  });
}
