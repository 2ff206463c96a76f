import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import { menuMessages } from "../../menus.validation";
import menuText from "@/messages/en/admin/menuEditor.json";
import { MenuSettingsModal } from "./menu-settings-modal";
import { menuItemDto } from "@/testing/menus";
import { colourLabel } from "@/lib/plain-labels";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const org = "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e";
const itemId = "1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21";
const stamp = "2026-11-23T10:00:00.000Z";
const profile = { id: "0d0c3f7e-9f3e-4b51-8a5d-3a2e8f7c6b10", user_id: "u1", organization_id: org, username: "owner", full_name: null, email: "owner@example.com", role: "admin", created_at: stamp, updated_at: stamp };
const item = menuItemDto({ id: itemId, organization_id: org });
const headerStyle = { type: "default", background: "white", color: "gray-700", color_hover: "gray-900", is_gradient: false, menu_width: "7xl", logo_height: "h-12", menu_items_are_text: false };
const urlNameReason = menuMessages.urlNameRequired;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refused = (error: string) => json({ error, code: "bad_request" }, 400);
const serverFault = () => json({ error: "Internal Server Error" }, 500);

type Call = { method: string; path: string; body: unknown };
/** The menu API as the modal sees it: reads answer the data above; each write answers `writes[method path]`. */
function stubApi(writes: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (method === "GET") {
        if (path === "/api/profile") return json(profile);
        if (path === "/api/menu-items") return json([item]);
        if (path === "/api/header-style") return json(headerStyle);
        return json({ error: "Not found" }, 404);
      }
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const write = writes[`${method} ${path}`];
      return write ? write() : json({ error: "Not found" }, 404);
    }),
  );
  return calls;
}

function open() {
  const props = { urlPage: "/home", onClose: vi.fn(), onChanged: vi.fn(), deleteWithUndo: vi.fn(), openEditor: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MenuSettingsModal part="header" {...props} />
    </QueryClientProvider>,
  );
  return props;
}

const lines = (alert: HTMLElement) => [...alert.querySelectorAll("p")].map((line) => line.textContent);
async function loaded() {
  const dialog = await screen.findByRole("dialog", { name: menuText.header.title });
  await within(dialog).findByRole("article", { name: "Services" });
  return dialog;
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("MenuSettingsModal: failures say the catalogue's sentence as it is (spec 001 §8), the server's reason apart", () => {
  it("Header/footer save: 'Failed to save header settings. Please try again.' with the reason on a second line; white can be chosen", async () => {
    const calls = stubApi({ "PUT /api/header-style": () => refused(urlNameReason) });
    const user = userEvent.setup();
    const props = open();
    const dialog = await loaded();
    await user.click(within(dialog).getByText(menuText.header.settings));
    // White and black are in the header's pickers (the header's default background is white).
    await user.click(within(within(dialog).getByRole("radiogroup", { name: menuText.textColour })).getByRole("radio", { name: colourLabel("white") }));
    await user.click(within(dialog).getByRole("button", { name: menuText.save }));

    const alert = await within(dialog).findByRole("alert");
    expect(lines(alert)).toEqual(["Failed to save header settings. Please try again.", urlNameReason]);
    expect(alert.textContent).not.toContain(".:");
    expect(calls).toEqual([{ method: "PUT", path: "/api/header-style", body: { color: "white" } }]);
    expect(toast.error).toHaveBeenCalledWith("Failed to update header style", { description: urlNameReason });
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it("a save that fails on the server's side shows the sentence alone", async () => {
    stubApi({ "PUT /api/header-style": serverFault });
    const user = userEvent.setup();
    open();
    const dialog = await loaded();
    await user.click(within(dialog).getByText(menuText.header.settings));
    await user.click(within(within(dialog).getByRole("radiogroup", { name: menuText.hoverColour })).getByRole("radio", { name: colourLabel("black") }));
    await user.click(within(dialog).getByRole("button", { name: menuText.save }));
    const alert = await within(dialog).findByRole("alert");
    expect(lines(alert)).toEqual(["Failed to save header settings. Please try again."]);
    expect(toast.error).toHaveBeenCalledWith("Failed to update header style", { description: undefined });
  });

  it("Menu item field edit: 'Failed to update URL name' and the reason; visibility: 'Failed to update menu item visibility'", async () => {
    let reply = () => refused(urlNameReason);
    stubApi({ [`PUT /api/menu-items/${itemId}`]: () => reply() });
    const user = userEvent.setup();
    open();
    const dialog = await loaded();
    await user.click(within(dialog).getByRole("button", { name: `${menuText.urlName}: services` }));
    const field = within(dialog).getByRole("textbox", { name: menuText.urlName });
    await user.clear(field);
    await user.type(field, "our-services[Enter]");
    await waitFor(() => expect(lines(within(dialog).getByRole("alert"))).toEqual(["Failed to update URL name", urlNameReason]));

    reply = serverFault;
    await user.click(within(dialog).getByRole("checkbox", { name: `${menuText.header.visibility}: Services` }));
    await waitFor(() => expect(lines(within(dialog).getByRole("alert"))).toEqual(["Failed to update menu item visibility"]));
  });

  it("Toasts: 'Failed to add menu item. Please try again.' as the message, the server's reason as its description", async () => {
    let reply = () => refused(urlNameReason);
    stubApi({ "POST /api/menu-items": () => reply() });
    const user = userEvent.setup();
    open();
    const dialog = await loaded();
    const name = within(dialog).getByRole("textbox", { name: menuText.newMenuItemName });
    await user.type(name, "Pricing");
    await user.click(within(dialog).getByRole("button", { name: menuText.addMenuItem }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to add menu item. Please try again.", { description: urlNameReason }));

    reply = serverFault;
    await user.click(within(dialog).getByRole("button", { name: menuText.addMenuItem }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith("Failed to add menu item. Please try again.", { description: undefined }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });
});
