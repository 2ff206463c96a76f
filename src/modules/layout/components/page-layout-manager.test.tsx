import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import { layoutMismatch } from "../layout.validation";
import layoutText from "@/messages/en/admin/pageLayout.json";
import PageLayoutManager from "./page-layout-manager";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ids = ["1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21", "2e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c22", "3e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c23"];
const layout = [
  { id: ids[0], type: "hero", title: "Welcome", order: 0, version: 1 },
  { id: ids[1], type: "template_section", title: "Our services", order: 1, version: 1, data: { section_type: "general" } },
  { id: ids[2], type: "heading_section", title: "Questions", order: 2, version: 1 },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The layout API as the manager sees it: GET answers the layout, each PUT answers the next of `saves`. */
function stubApi(saves: ((body: { sections: { id: string }[] }) => Response)[]) {
  const puts: { sections: { id: string; type: string }[] }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (!path.startsWith("/api/page-layout")) return json({ error: "Not found" }, 404);
      if (init.method !== "PUT") return json(layout);
      const body = JSON.parse(String(init.body)) as { sections: { id: string; type: string }[] };
      puts.push(body);
      const reply = saves.shift();
      if (!reply) throw new Error("no reply for this PUT");
      return reply(body);
    }),
  );
  return puts;
}

function open() {
  const props = { urlPage: "/home", onClose: vi.fn(), onChanged: vi.fn(), deleteWithUndo: vi.fn(), openEditor: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PageLayoutManager {...props} />
    </QueryClientProvider>,
  );
  return props;
}

const titles = () => [...document.querySelectorAll("[data-layout-row]")].map((row) => row.querySelector(".truncate")?.textContent);
const saved = (body: { sections: { id: string }[] }) => json(body.sections.map(({ id }, order) => ({ ...layout.find((section) => section.id === id)!, order, version: 2 })));

/** Moves the hero one place down with the keyboard (Space, ArrowDown, Space), as an admin would. */
async function moveHeroDown(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole("button", { name: "Drag to reorder: Welcome" }).focus();
  await user.keyboard("[Space]");
  await user.keyboard("[ArrowDown]");
  await user.keyboard("[Space]");
  await waitFor(() => expect(titles()).toEqual(["Our services", "Welcome", "Questions"]));
}

// jsdom lays nothing out; the keyboard sensor moves by the rows' boxes (as in sortable.test.tsx).
beforeAll(() => {
  const measure = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this.tagName !== "LI") return measure.call(this);
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return { x: 0, y: index * 50, top: index * 50, left: 0, width: 300, height: 40, right: 300, bottom: index * 50 + 40, toJSON: () => ({}) } as DOMRect;
  };
});
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("PageLayoutManager: a failed save (spec 001 §8 'Page layout save')", () => {
  it("says 'Failed to save page layout. Please try again.' in red above the buttons, keeps the admin's order, and saves it on retry", async () => {
    const puts = stubApi([() => json({ error: "Internal Server Error" }, 500), saved]);
    const user = userEvent.setup();
    const props = open();
    const dialog = await screen.findByRole("dialog", { name: layoutText.title });
    await waitFor(() => expect(titles()).toEqual(["Welcome", "Our services", "Questions"]));
    await moveHeroDown(user);

    await user.click(within(dialog).getByRole("button", { name: layoutText.save }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("Failed to save page layout. Please try again.");
    expect(alert.className).toContain("text-red-700");
    // Above the buttons: before Cancel and Save in the footer, on a line of its own.
    const cancel = within(dialog).getByRole("button", { name: layoutText.cancel });
    expect(alert.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.parentElement).toBe(cancel.parentElement);
    expect(alert.className).toContain("basis-full");
    expect(toast.error).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
    expect(titles()).toEqual(["Our services", "Welcome", "Questions"]);

    // Trying again sends the same order; success closes the dialog.
    await user.click(within(dialog).getByRole("button", { name: layoutText.save }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledOnce());
    expect(puts.map((put) => put.sections.map((section) => section.id))).toEqual([
      [ids[1], ids[0], ids[2]],
      [ids[1], ids[0], ids[2]],
    ]);
    expect(props.onChanged).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith(layoutText.saved);
  });

  it("shows the server's reason for a refusal on a second line, under the catalogue's sentence", async () => {
    stubApi([() => json({ error: layoutMismatch, code: "bad_request" }, 400)]);
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole("dialog", { name: layoutText.title });
    await waitFor(() => expect(titles()).toHaveLength(3));
    await moveHeroDown(user);
    await user.click(within(dialog).getByRole("button", { name: layoutText.save }));
    const alert = await within(dialog).findByRole("alert");
    expect([...alert.querySelectorAll("p")].map((line) => line.textContent)).toEqual(["Failed to save page layout. Please try again.", layoutMismatch]);
    expect(titles()).toEqual(["Our services", "Welcome", "Questions"]);
    expect(within(dialog).getByRole("button", { name: layoutText.save })).toHaveProperty("disabled", false);
  });
});
