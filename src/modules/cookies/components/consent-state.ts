// The visitor's cookie consent on the client (spec 001 §4 "Cookie consent", §9). Public pages are the same
// bytes for everyone (decision 007), so the decision lives in two cookies that only the browser reads:
//   cookies_accepted = "true" | "false"          the spec's cookie: true after Accept all, false after Reject all,
//                                                and for a custom choice whether it has any non-essential service
//   cookies_consent  = "{revision}:{id}.{id}…"  ours: the policy revision decided on and the accepted service ids
// Both last 365 days. The notice is not shown again once a decision stands under the current policy revision
// (also after Reject all: asking on every page a visitor who said no would not respect the answer).
// Any change is announced on window as the `atrium:consent` event, with the accepted service ids as detail.
import { acceptedCookie, choiceCookie, cookieValue, decidedRevision, noticeId, type ConsentConfig, type ConsentService } from "../consent-cookie";

export * from "../consent-cookie";

export interface StoredConsent {
  accepted: boolean;
  revision: number;
  services: string[];
}

/** The essential category is always on (name compared case-insensitively, 001 §4). */
export const isEssentialCategory = (name: string) => name.trim().toLowerCase() === "essential";

/** The decision stored in `cookies` (document.cookie), or null when there is none or it is unreadable. */
export function readConsent(cookies: string): StoredConsent | null {
  const accepted = cookieValue(cookies, acceptedCookie);
  const revision = decidedRevision(cookies);
  const ids = cookieValue(cookies, choiceCookie)?.split(":")[1];
  if ((accepted !== "true" && accepted !== "false") || !revision) return null;
  return { accepted: accepted === "true", revision, services: ids ? ids.split(".") : [] };
}

/** The accepted service ids; none while no decision stands under `revision` (a failed read means essential only). */
export function acceptedServices(cookies = document.cookie, revision = 0): string[] {
  const stored = readConsent(cookies);
  return stored && stored.revision >= revision ? stored.services : [];
}

/** A custom choice gives consent (cookies_accepted=true, consent_given) when it has any non-essential service. */
export const consentGiven = (services: string[], config: Pick<ConsentConfig, "services">) =>
  services.some((id) => !config.services.some((service) => service.id === id && service.essential));

/** The service whose hosts cover `url`'s host (a host covers its subdomains), if any. */
export function serviceForUrl(url: string, services: ConsentService[]): ConsentService | undefined {
  const host = new URL(url).hostname;
  return services.find((service) => service.hosts.some((covered) => host === covered || host.endsWith(`.${covered}`)));
}

/** The page's consent configuration from the notice, or null on a page without one. */
export function pageConsentConfig(): ConsentConfig | null {
  const data = document.getElementById(noticeId)?.dataset.config;
  return data ? (JSON.parse(data) as ConsentConfig) : null;
}
