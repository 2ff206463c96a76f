import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testConsentConfig } from "@/testing/consent-config";
import { privacyDialogText } from "./consent-strings";
import PrivacyDialog from "./privacy-dialog";

const config = testConsentConfig;

// The categories request stays pending: these tests look at the dialog while it loads.
const pendingFetch = () => vi.stubGlobal("fetch", vi.fn(() => new Promise(() => undefined)));
afterEach(() => vi.unstubAllGlobals());

describe("the privacy dialog", () => {
  it("is a modal dialog labelled by its title, with the logo, the intro, the policy links and the loading state", () => {
    pendingFetch();
    render(<PrivacyDialog config={config} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Privacy Settings" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(config.dialog.intro);
    expect(within(dialog).getByRole("img", { name: "Atrium Demo" }).getAttribute("src")).toBe("/demo/logo.svg");
    expect(within(dialog).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(within(dialog).getByRole("link", { name: "Cookie Policy" }).getAttribute("href")).toBe("/cookie-policy");
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe("Loading privacy settings…");
    expect(within(dialog).getAllByRole("button").map((button) => button.textContent).slice(-3)).toEqual(["Save Settings", "Reject All", "Accept All"]);
    expect(within(dialog).getByRole("button", { name: "Save Settings" }).hasAttribute("disabled")).toBe(true);
    expect(fetch).toHaveBeenCalledWith("/api/cookies/categories", expect.anything());
  });

  it("shows the site name when there is no logo, in the page's language", () => {
    pendingFetch();
    render(<PrivacyDialog config={{ ...config, logo: null, locale: "fr", dialog: privacyDialogText("fr") }} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Paramètres de confidentialité" });
    expect(within(dialog).getByText("Atrium Demo")).toBeTruthy();
    expect(within(dialog).queryByRole("img")).toBeNull();
  });
});
