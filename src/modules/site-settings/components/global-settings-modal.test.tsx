import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import text from "@/messages/en/admin/globalSettings.json";
import { adminProfile, menuItemId, organizationData, organizationId } from "@/testing/global-settings";
import GlobalSettingsModal from "./global-settings-modal";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const org = organizationId;
const menuId = menuItemId;
const profile = adminProfile;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API as the modal sees it: GET answers `load`, PUT answers `save` (the saved data unless given). */
function stubApi({ load = () => json(organizationData), save }: { load?: () => Response; save?: (body: Record<string, unknown>) => Response } = {}) {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === "/api/profile") return json(profile);
      if (path !== `/api/organizations/${org}`) return json({ error: "Not found" }, 404);
      if (init.method !== "PUT") return load();
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      return save ? save(body) : json(organizationData);
    }),
  );
  return puts;
}

function open(extra: { tab?: string } = {}) {
  const props = { urlPage: "/home", onClose: vi.fn(), onChanged: vi.fn(), deleteWithUndo: vi.fn(), openEditor: vi.fn(), ...extra };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <GlobalSettingsModal {...props} />
    </QueryClientProvider>,
  );
  const reopen = (tab: string) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <GlobalSettingsModal {...props} tab={tab} />
      </QueryClientProvider>,
    );
  return Object.assign(props, { reopen });
}

const selectedTab = (dialog: HTMLElement) => within(dialog).getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;

const saveButton = () => screen.getByRole("button", { name: text.save });

beforeEach(() => vi.mocked(toast.success).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("GlobalSettingsModal", () => {
  it("opens on General unless a tab is asked for (the Create New menu's FAQ, Feature, Banner, Product Page); an unknown one is General", async () => {
    stubApi();
    const view = open();
    const dialog = await screen.findByRole("dialog", { name: text.title });
    await within(dialog).findByLabelText(/^Site name/);
    expect(selectedTab(dialog)).toBe("General");
    cleanup();

    for (const [tab, label] of [["faqs", "FAQs"], ["features", "Features"], ["banners", "Banners"], ["products", "Products"], ["no-such-tab", "General"]] as const) {
      open({ tab });
      const asked = await screen.findByRole("dialog", { name: text.title });
      await waitFor(() => expect(selectedTab(asked)).toBe(label));
      cleanup();
    }
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it("moves to the tab asked for while open, keeping what was typed", async () => {
    stubApi();
    const user = userEvent.setup();
    const view = open({ tab: "general" });
    const dialog = await screen.findByRole("dialog", { name: text.title });
    const site = await within(dialog).findByLabelText(/^Site name/);
    await user.type(site, " Ltd");
    view.reopen("faqs");
    await waitFor(() => expect(selectedTab(dialog)).toBe("FAQs"));
    expect(within(dialog).getByText(text.unsaved)).toBeTruthy();
    await user.click(within(dialog).getByRole("tab", { name: "General" }));
    expect((within(dialog).getByLabelText(/^Site name/) as HTMLInputElement).value).toBe("Harbour Finance Ltd");
  });

  it("shows the tabs in the spec's order; Save waits for a change, which shows 'Unsaved changes' and is all the PUT carries; after it the modal stays open with the saved data and no badge", async () => {
    const puts = stubApi({ save: (body) => json({ ...organizationData, settings: { ...organizationData.settings, ...(body.settings as object) } }) });
    const user = userEvent.setup();
    const props = open();
    const dialog = await screen.findByRole("dialog", { name: text.title });
    expect(within(dialog).getByRole("status").textContent).toBe(text.loading);
    const site = await within(dialog).findByLabelText(/^Site name/);
    expect(within(dialog).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["General", "Hero Section", "Products", "Features", "FAQs", "Banners", "Menu", "Blog", "Cookie Consent", "Meeting Types"]);
    expect(saveButton()).toHaveProperty("disabled", true);
    expect(within(dialog).queryByText(text.unsaved)).toBeNull();

    await user.clear(site);
    await user.type(site, "Harbour Finance Ltd");
    expect(within(dialog).getByText(text.unsaved)).toBeTruthy();
    expect(saveButton()).toHaveProperty("disabled", false);
    await user.click(saveButton());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.saved));
    expect(within(dialog).queryByText(text.unsaved)).toBeNull();
    expect(saveButton()).toHaveProperty("disabled", true);
    expect((within(dialog).getByLabelText(/^Site name/) as HTMLInputElement).value).toBe("Harbour Finance Ltd");
    expect(props.onClose).not.toHaveBeenCalled();
    // The settings the tab edits; no list, no hero: nothing else changed.
    expect(puts).toEqual([{ settings: { site: "Harbour Finance Ltd", font_family: "Inter", language: "en", supported_locales: ["en", "de"], with_language_switch: true } }]);
    expect(toast.success).toHaveBeenCalledWith(text.saved);
    expect(props.onChanged).toHaveBeenCalled();
  });

  it("clears the badge when an edit is undone by hand", async () => {
    stubApi();
    const user = userEvent.setup();
    open();
    const site = await screen.findByLabelText(/^Site name/);
    await user.type(site, "!");
    expect(screen.getByText(text.unsaved)).toBeTruthy();
    await user.type(site, "{Backspace}");
    expect(screen.queryByText(text.unsaved)).toBeNull();
    expect(saveButton()).toHaveProperty("disabled", true);
  });

  it("sends a new feature without an id and a menu item's changed flag by id", async () => {
    const puts = stubApi();
    const user = userEvent.setup();
    open();
    await screen.findByLabelText(/^Site name/);
    await user.click(screen.getByRole("tab", { name: "Features" }));
    await user.click(screen.getByRole("button", { name: "Add feature" }));
    const title = screen.getByLabelText("Title (New feature)");
    await user.clear(title);
    await user.type(title, "Fixed fees");
    await user.click(screen.getByRole("tab", { name: "Menu" }));
    await user.click(screen.getByLabelText("In the footer (About)"));
    await user.click(saveButton());

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ features: [{ title: "Fixed fees", description: "" }], menu_items: [{ id: menuId, is_displayed_on_footer: true }] });
  });

  it("keeps the typed text after a failed save and shows the server's message, or the fallback when there is none", async () => {
    let reply = () => json({ error: "Site name is required", code: "bad_request" }, 400);
    const puts = stubApi({ save: () => reply() });
    const user = userEvent.setup();
    const props = open();
    const site = await screen.findByLabelText(/^Site name/);
    await user.clear(site);
    await user.type(site, "   ");
    await user.click(saveButton());

    expect((await screen.findByRole("alert")).textContent).toBe("Site name is required");
    expect(site).toHaveProperty("value", "   ");
    expect(screen.getByText(text.unsaved)).toBeTruthy();
    expect(props.onClose).not.toHaveBeenCalled();

    reply = () => {
      throw new TypeError("Failed to fetch");
    };
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text.saveFailed));
    expect(site).toHaveProperty("value", "   ");
    expect(puts).toHaveLength(2);
    expect(props.onChanged).not.toHaveBeenCalled();
  });

  it("asks before Cancel throws changes away, and stays open when the answer is no", async () => {
    stubApi();
    const user = userEvent.setup();
    const props = open();
    const site = await screen.findByLabelText(/^Site name/);
    const asked: string[] = [];
    vi.stubGlobal("confirm", (message: string) => {
      asked.push(message);
      return false;
    });
    await user.click(screen.getByRole("button", { name: text.cancel }));
    // Nothing changed yet: it closes without asking.
    expect(asked).toEqual([]);
    expect(props.onClose).toHaveBeenCalledTimes(1);

    await user.type(site, " Ltd");
    await user.click(screen.getByRole("button", { name: text.cancel }));
    expect(asked).toEqual([text.unsavedChanges]);
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(site).toHaveProperty("value", "Harbour Finance Ltd");
  });

  it("says 'Organization not found' when the API answers 404", async () => {
    stubApi({ load: () => json({ error: "Organization not found", code: "not_found" }, 404) });
    open();
    expect((await screen.findByRole("alert")).textContent).toBe(text.notFound);
    expect(screen.queryByRole("button", { name: text.retry })).toBeNull();
  });

  it("says why it did not load: the server's message without a session, the generic one when the answer is not understood", async () => {
    stubApi({ load: () => json({ error: "No active session found. Please log in again.", code: "unauthorized" }, 401) });
    open();
    expect(within(await screen.findByRole("alert")).getByText("No active session found. Please log in again.")).toBeTruthy();
    cleanup();
    stubApi({ load: () => new Response("<html>proxy error</html>", { status: 502, statusText: "Bad Gateway" }) });
    open();
    expect(within(await screen.findByRole("alert")).getByText("Failed to fetch organization data: Bad Gateway")).toBeTruthy();
  });

  it("says 'Failed to Load' with a Retry that loads again", async () => {
    let load = () => json({ error: "Something went wrong", code: "internal" }, 500);
    stubApi({ load: () => load() });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(text.loadFailed)).toBeTruthy();
    expect(within(alert).getByText("Failed to fetch organization data: Something went wrong")).toBeTruthy();
    load = () => json(organizationData);
    await user.click(within(alert).getByRole("button", { name: text.retry }));
    expect(await screen.findByLabelText(/^Site name/)).toHaveProperty("value", "Harbour Finance");
  });
});
