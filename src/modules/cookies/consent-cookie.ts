// The part of consent-state.ts that the consent island needs on every public page, kept apart so that
// nothing else rides along with it: whether to ask, and storing a decision. Import consent-state.ts.
import type { PrivacyDialogText } from "./components/consent-strings";

export const acceptedCookie = "cookies_accepted";
export const choiceCookie = "cookies_consent";
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;
/** Dispatched on window with the accepted service ids (`detail`) whenever the visitor decides. */
export const consentEvent = "atrium:consent";
export const noticeDelayMs = 1500;
/** The server-rendered notice; its `data-config` holds the {@link ConsentConfig}. */
export const noticeId = "cookie-notice";

/** A service as the page knows it: the organization's active services, the same for every visitor. */
export interface ConsentService {
  id: string;
  name: string;
  /** In the essential category: always on. */
  essential: boolean;
  /** Hosts whose frames or scripts belong to the service (youtube.com covers www.youtube.com). */
  hosts: string[];
}

/** Organization data rendered into the notice (`data-config`), read by the island, the dialog and embeds. */
export interface ConsentConfig {
  organizationId: string;
  /** The current cookie policy revision: a decision taken under an older one is asked again. */
  revision: number;
  locale: string;
  siteName: string;
  logo: string | null;
  privacyPolicy: string;
  cookiePolicy: string;
  services: ConsentService[];
  /** The privacy dialog's words in the page's language (it has no i18n runtime; `{status}` is filled in there). */
  dialog: PrivacyDialogText;
}

export const cookieValue = (cookies: string, name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(cookies)?.[1];

/** The policy revision of the stored decision; 0 when there is none. */
export const decidedRevision = (cookies: string) => Number(cookieValue(cookies, choiceCookie)?.split(":")[0]) || 0;

/** The notice shows unless the visitor decided under the current policy revision (or a newer one). */
export const needsDecision = (cookies: string, revision: number) => decidedRevision(cookies) < revision;

/** The services a choice accepts: every active one for "accept", the essential ones only for "reject". */
export const servicesFor = (choice: "accept" | "reject", services: ConsentService[]) =>
  services.filter((service) => choice === "accept" || service.essential).map((service) => service.id);

/** The two cookies of a decision, for document.cookie. */
export function consentCookies(revision: number, services: string[], given: boolean): string[] {
  const options = `; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax`;
  return [`${acceptedCookie}=${given}${options}`, `${choiceCookie}=${revision}:${services.join(".")}${options}`];
}

/**
 * Stores a decision in the two cookies and announces it ({@link consentEvent}), synchronously.
 * `given`: true for Accept all, false for Reject all, consentGiven() for a custom choice.
 */
export function storeConsent(revision: number, services: string[], given: boolean) {
  for (const cookie of consentCookies(revision, services, given)) document.cookie = cookie;
  dispatchEvent(new CustomEvent(consentEvent, { detail: services }));
}

/**
 * For a signed-in visitor without a decision in this browser: takes the account's latest decision
 * under the current policy revision (made on another device) from the server, as if made here.
 * True when there was one; a guest, or an account that never decided, is asked as usual.
 */
export async function restoreAccountConsent({ organizationId, revision }: Pick<ConsentConfig, "organizationId" | "revision">): Promise<boolean> {
  // Set by the shell's island from GET /api/session (guest, user or admin); not set yet counts as a guest.
  const session = document.documentElement.dataset.session;
  if (session !== "user" && session !== "admin") return false;
  const answer = await fetch(`/api/cookies/consent?organization_id=${organizationId}`, { credentials: "same-origin" }).catch(() => null);
  if (!answer?.ok) return false;
  const record = (await answer.json()) as { services: string[]; consent_given: boolean | null; policy_revision: number | null };
  if (record.consent_given === null || (record.policy_revision ?? 0) < revision) return false;
  storeConsent(revision, record.services, record.consent_given);
  return true;
}
