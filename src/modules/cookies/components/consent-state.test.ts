import { afterEach, describe, expect, it, vi } from "vitest";
import { consentSaved, postConsent, saveConsent } from "./consent-record";
import {
  acceptedServices,
  consentCookies,
  consentEvent,
  consentGiven,
  decidedRevision,
  isEssentialCategory,
  needsDecision,
  readConsent,
  serviceForUrl,
  servicesFor,
  storeConsent,
  type ConsentConfig,
  type ConsentService,
} from "./consent-state";
import { privacyDialogText } from "./consent-strings";

const session = "11111111-1111-4111-8111-111111111111";
const stats = "22222222-2222-4222-8222-222222222222";
const youtube = "33333333-3333-4333-8333-333333333333";
const vimeo = "44444444-4444-4444-8444-444444444444";
const services: ConsentService[] = [
  { id: session, name: "Session", essential: true, hosts: [] },
  { id: stats, name: "Stats", essential: false, hosts: ["stats.example.com"] },
  { id: youtube, name: "YouTube", essential: false, hosts: ["youtube.com", "youtube-nocookie.com"] },
  { id: vimeo, name: "Vimeo", essential: false, hosts: ["vimeo.com"] },
];
const config: ConsentConfig = {
  organizationId: "org-1",
  revision: 2,
  locale: "en",
  siteName: "Atrium Demo",
  logo: null,
  privacyPolicy: "/privacy-policy",
  cookiePolicy: "/cookie-policy",
  services,
  dialog: privacyDialogText("en"),
};

describe("the consent cookies", () => {
  it("write the spec's cookies_accepted and our cookies_consent (revision and services) for 365 days", () => {
    expect(consentCookies(2, [session, youtube], true)).toEqual([
      "cookies_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax",
      `cookies_consent=2:${session}.${youtube}; Max-Age=31536000; Path=/; SameSite=Lax`,
    ]);
    expect(consentCookies(1, [session], false)[0]).toBe("cookies_accepted=false; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("read back what they wrote, among other cookies", () => {
    const header = `theme=dark; cookies_accepted=true; cookies_consent=2:${session}.${youtube}; other=1`;
    expect(readConsent(header)).toEqual({ accepted: true, revision: 2, services: [session, youtube] });
    expect(readConsent(`cookies_accepted=false; cookies_consent=3:`)).toEqual({ accepted: false, revision: 3, services: [] });
  });

  it("read no decision from missing, partial or unreadable cookies", () => {
    expect(readConsent("")).toBeNull();
    expect(readConsent("cookies_accepted=true")).toBeNull();
    expect(readConsent(`cookies_consent=2:${session}`)).toBeNull();
    expect(readConsent("cookies_accepted=yes; cookies_consent=2:")).toBeNull();
    expect(readConsent("cookies_accepted=true; cookies_consent=zero:")).toBeNull();
    expect(readConsent("cookies_accepted=true; cookies_consent=0:")).toBeNull();
    // Another cookie whose name ends like ours is not ours.
    expect(readConsent("my_cookies_accepted=true; my_cookies_consent=5:")).toBeNull();
    expect(decidedRevision("my_cookies_consent=5:")).toBe(0);
  });
});

describe("whether to ask", () => {
  it("asks without a decision and when the decision is older than the current policy revision", () => {
    expect(needsDecision("", 1)).toBe(true);
    expect(needsDecision("cookies_accepted=true; cookies_consent=1:", 2)).toBe(true);
    expect(needsDecision("cookies_accepted=true; cookies_consent=2:", 2)).toBe(false);
    expect(needsDecision("cookies_accepted=false; cookies_consent=3:", 2)).toBe(false);
  });

  it("does not ask again after Reject all (cookies_accepted=false) under the current revision", () => {
    const [accepted, choice] = consentCookies(1, [session], false).map((cookie) => cookie.split(";")[0]);
    expect(needsDecision(`${accepted}; ${choice}`, 1)).toBe(false);
  });
});

describe("accepted services", () => {
  it("are the stored ones under the current revision, and none under an older one", () => {
    const header = `cookies_accepted=true; cookies_consent=2:${session}.${vimeo}`;
    expect(acceptedServices(header, 2)).toEqual([session, vimeo]);
    expect(acceptedServices(header)).toEqual([session, vimeo]);
    expect(acceptedServices(header, 3)).toEqual([]);
    expect(acceptedServices("", 1)).toEqual([]);
  });
});

describe("what a choice accepts", () => {
  it("Accept all takes every service on the page, Reject all the essential ones only", () => {
    expect(servicesFor("accept", services)).toEqual([session, stats, youtube, vimeo]);
    expect(servicesFor("reject", services)).toEqual([session]);
  });

  it("a custom choice gives consent when it has any non-essential service", () => {
    expect(consentGiven([session], config)).toBe(false);
    expect(consentGiven([], config)).toBe(false);
    expect(consentGiven([session, vimeo], config)).toBe(true);
  });

  it("treats the essential category by name, case-insensitively", () => {
    expect(isEssentialCategory(" ESSENTIAL ")).toBe(true);
    expect(isEssentialCategory("Essentials")).toBe(false);
  });
});

describe("the service that covers an embed", () => {
  it("matches the player's host and its subdomains, not look-alikes", () => {
    expect(serviceForUrl("https://www.youtube-nocookie.com/embed/abc?autoplay=1", services)?.id).toBe(youtube);
    expect(serviceForUrl("https://player.vimeo.com/video/123456", services)?.id).toBe(vimeo);
    expect(serviceForUrl("https://notvimeo.com/video/1", services)).toBeUndefined();
    expect(serviceForUrl("https://example.com/video.mp4", services)).toBeUndefined();
  });
});

describe("storing and recording a decision", () => {
  afterEach(() => vi.unstubAllGlobals());

  function browser(status: number | Error) {
    const cookies: string[] = [];
    const events: unknown[] = [];
    const alert = { dataset: { consentError: "Failed to save consent. Please try again." }, textContent: "" };
    const notice = { hidden: true, querySelector: () => alert };
    vi.stubGlobal("document", {
      set cookie(value: string) {
        cookies.push(value);
      },
      getElementById: (id: string) => (id === "cookie-notice" ? notice : null),
    });
    vi.stubGlobal("dispatchEvent", (event: CustomEvent) => events.push([event.type, event.detail]));
    vi.stubGlobal("CustomEvent", class {
      constructor(
        public type: string,
        public init: { detail: unknown },
      ) {}
      get detail() {
        return this.init.detail;
      }
    });
    const fetch = vi.fn(() => (status instanceof Error ? Promise.reject(status) : Promise.resolve({ status })));
    vi.stubGlobal("fetch", fetch);
    return { cookies, events, notice, alert, fetch };
  }

  it("sets both cookies and announces the decision at once, before the server answers", () => {
    const page = browser(201);
    storeConsent(2, [session, youtube], true);
    expect(page.cookies.map((cookie) => cookie.split(";")[0])).toEqual(["cookies_accepted=true", `cookies_consent=2:${session}.${youtube}`]);
    expect(page.events).toEqual([[consentEvent, [session, youtube]]]);
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it("posts consent_given, the services and the organization id (001 §7)", async () => {
    const page = browser(201);
    expect(await saveConsent(config, [session, vimeo])).toBe(201);
    expect(page.fetch).toHaveBeenCalledWith("/api/cookies/consent", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ consent_given: true, services: [session, vimeo], organization_id: "org-1" }),
    });
    expect(page.notice.hidden).toBe(true);
    expect(page.alert.textContent).toBe("");
  });

  it("shows the notice again with the spec's message when the server does not take it", async () => {
    for (const answer of [500, new Error("offline")]) {
      const page = browser(answer);
      const status = await postConsent(config, [session], false);
      expect(consentSaved(status)).toBe(false);
      expect(page.notice.hidden).toBe(false);
      expect(page.alert.textContent).toBe("Failed to save consent. Please try again.");
    }
  });
});
