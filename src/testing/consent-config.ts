import type { ConsentConfig } from "@/modules/cookies/components/consent-state";
import { privacyDialogText } from "@/modules/cookies/components/consent-strings";

/** The consent island's configuration for an English site with one essential and one video service. */
export const testConsentConfig: ConsentConfig = {
  organizationId: "org-1",
  revision: 3,
  locale: "en",
  siteName: "Atrium Demo",
  logo: "/demo/logo.svg",
  privacyPolicy: "/privacy-policy",
  cookiePolicy: "/cookie-policy",
  services: [
    { id: "s-1", name: "Session", essential: true, hosts: [] },
    { id: "s-2", name: "YouTube", essential: false, hosts: ["youtube.com"] },
  ],
  dialog: privacyDialogText("en"),
};
