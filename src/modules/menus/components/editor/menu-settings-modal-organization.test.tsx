import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import { MenuSettingsModal } from "./menu-settings-modal";
import menuText from "@/messages/en/admin/menuEditor.json";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const org = "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e";
const profile = { id: "0d0c3f7e-9f3e-4b51-8a5d-3a2e8f7c6b10", user_id: "u1", organization_id: org, username: "owner", full_name: null, email: "owner@example.com", role: "admin", created_at: "2026-11-23T10:00:00.000Z", updated_at: "2026-11-23T10:00:00.000Z" };
const headerStyle = { type: "default", background: "white", color: "gray-900", color_hover: "sky-700", is_gradient: false, menu_width: "7xl", logo_height: "40", menu_items_are_text: false };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API as the header modal sees it; the profile answers `profileReply`. Returns the POSTs made. */
function stubApi(profileReply: () => Response) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === "/api/profile") return profileReply();
      if (init.method === "POST") {
        posts.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
        return json({ error: "Not now" }, 500);
      }
      if (path === "/api/menu-items") return json([]);
      if (path === "/api/header-style") return json(headerStyle);
      return json({ error: "Not found" }, 404);
    }),
  );
  return posts;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MenuSettingsModal part="header" urlPage="/home" onClose={vi.fn()} onChanged={vi.fn()} deleteWithUndo={vi.fn()} openEditor={vi.fn()} />
    </QueryClientProvider>,
  );
}

async function addMenuItem(name: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole("dialog", { name: menuText.header.title });
  await within(dialog).findByText(menuText.emptyTitle);
  await user.type(within(dialog).getByRole("textbox", { name: menuText.newMenuItemName }), name);
  await user.click(within(dialog).getByRole("button", { name: menuText.addMenuItem }));
}

beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("the header modal's new menu item", () => {
  it("says 'Unable to determine organization ID' and sends nothing when the admin's organization is not known", async () => {
    const posts = stubApi(() => json({ error: "Profile not found" }, 404));
    open();
    await addMenuItem("Pricing");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Unable to determine organization ID"));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(posts).toEqual([]);
  });

  it("is created in the admin's organization when it is known", async () => {
    const posts = stubApi(() => json(profile));
    open();
    await addMenuItem("Pricing");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ path: "/api/menu-items", body: { organization_id: org, display_name: "Pricing" } });
    expect(toast.error).not.toHaveBeenCalledWith("Unable to determine organization ID");
  });
});
