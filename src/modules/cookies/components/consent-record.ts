import { consentGiven, noticeId, storeConsent, type ConsentConfig } from "./consent-state";

/**
 * Records a decision on the server (POST /api/cookies/consent, spec 001 §7: consent_given, services,
 * organization_id; the visitor cookie or the session says who). Answers the HTTP status, 0 when the
 * request failed. On failure the notice shows again with the spec's message ('Failed to save
 * consent. Please try again.'), so the visitor can decide again: the proof is missing.
 */
export async function postConsent(config: ConsentConfig, services: string[], given: boolean): Promise<number> {
  const status = await fetch("/api/cookies/consent", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ consent_given: given, services, organization_id: config.organizationId }),
  }).then(
    (response) => response.status,
    () => 0,
  );
  const notice = document.getElementById(noticeId);
  const alert = notice?.querySelector<HTMLElement>("[data-consent-error]");
  if (notice && alert && !consentSaved(status)) {
    alert.textContent = alert.dataset.consentError ?? "";
    notice.hidden = false;
  }
  return status;
}

export const consentSaved = (status: number) => status >= 200 && status < 300;

/** Stores a decision (cookies and event, at once), then records it on the server; `given` as for storeConsent. */
export function saveConsent(config: ConsentConfig, services: string[], given = consentGiven(services, config)): Promise<number> {
  storeConsent(config.revision, services, given);
  return postConsent(config, services, given);
}
