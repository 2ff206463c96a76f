"use client";

// The cookie notice's behavior on every public page (src/lib/behavior.ts), no React: the notice is
// server-rendered (hidden) and this only shows it after 1.5 s unless the visitor decided under the
// current policy revision (in this browser, or signed in on another), and wires the notice's buttons
// and every [data-consent] button (the footer's Privacy Settings). A decision is stored and the
// notice hidden in the click handler itself, then recorded on the server; the privacy dialog (with
// the house's Dialog and Tabs, and React) loads when the visitor asks for it.
import { behavior } from "@/lib/behavior";
import { postConsent } from "./consent-record";
import { consentEvent, needsDecision, noticeDelayMs, noticeId, restoreAccountConsent, servicesFor, storeConsent, type ConsentConfig } from "../consent-cookie";

export const ConsentBehavior = behavior(
  (_props, page) => {
    const notice = document.getElementById(noticeId)!;
    const config = JSON.parse(notice.dataset.config!) as ConsentConfig;
    setTimeout(async () => {
      if (!needsDecision(document.cookie, config.revision)) return;
      // A signed-in visitor who decided on another device is not asked again here.
      if (!(await restoreAccountConsent(config))) notice.hidden = false;
    }, noticeDelayMs);
    let dialog: Promise<() => void> | undefined;
    const closeDialog = () => {
      void dialog?.then((remove) => remove());
      dialog = undefined;
    };
    // Any decision (notice, dialog, a video's placeholder) hides the notice at once, in the same frame.
    addEventListener(consentEvent, () => (notice.hidden = true));
    addEventListener("click", (event) => {
      const action = (event.target as Element).closest?.<HTMLElement>("[data-consent]")?.dataset.consent;
      if (action === "settings") dialog ??= page.mount("dialog", "default", { config, onClose: closeDialog });
      if (action === "accept" || action === "reject") {
        const services = servicesFor(action, config.services);
        const given = action === "accept";
        storeConsent(config.revision, services, given);
        void postConsent(config, services, given);
      }
    });
  },
  { dialog: "src/modules/cookies/components/privacy-dialog.tsx" },
);
