"use client";

// The cookie notice's script. It loads with every public page, so it depends on react alone and does
// little: the notice is server-rendered (hidden) and this only shows it after 1.5 s unless the visitor
// decided under the current policy revision (in this browser, or signed in on another), and wires the notice's buttons and every [data-consent]
// button (the footer's Privacy Settings). A decision is stored and the notice hidden in the click
// handler itself; the code that records it on the server is a small chunk of its own, and the privacy
// dialog (with the house's Dialog and Tabs) another, loaded when the visitor asks for it.
import { useEffect, useState, type ComponentType } from "react";
import { consentEvent, needsDecision, noticeDelayMs, noticeId, restoreAccountConsent, servicesFor, storeConsent, type ConsentConfig } from "../consent-cookie";
import type { PrivacyDialogProps } from "./privacy-dialog";

const load = () => import("./privacy-dialog");
const loadRecord = () => import("./consent-record");

export function ConsentIsland() {
  const [open, setOpen] = useState<[ComponentType<PrivacyDialogProps>, ConsentConfig]>();
  useEffect(() => {
    const notice = document.getElementById(noticeId)!;
    const config = JSON.parse(notice.dataset.config!) as ConsentConfig;
    const timer = setTimeout(async () => {
      if (!needsDecision(document.cookie, config.revision)) return;
      // A signed-in visitor who decided on another device is not asked again here.
      if (!(await restoreAccountConsent(config))) notice.hidden = false;
    }, noticeDelayMs);
    // Any decision (notice, dialog, a video's placeholder) hides the notice at once, in the same frame.
    const hide = () => (notice.hidden = true);
    const onClick = (event: MouseEvent) => {
      const action = (event.target as Element).closest?.<HTMLElement>("[data-consent]")?.dataset.consent;
      if (action === "settings") void load().then((chunk) => setOpen([chunk.default, config]));
      if (action === "accept" || action === "reject") {
        const services = servicesFor(action, config.services);
        const given = action === "accept";
        storeConsent(config.revision, services, given);
        void loadRecord().then((chunk) => chunk.postConsent(config, services, given));
      }
    };
    const listening = new AbortController();
    addEventListener("click", onClick, listening);
    addEventListener(consentEvent, hide, listening);
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, []);

  if (!open) return null;
  const [PrivacyDialog, config] = open;
  return <PrivacyDialog config={config} onClose={() => setOpen(undefined)} />;
}
