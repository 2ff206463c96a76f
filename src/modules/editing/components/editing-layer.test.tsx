import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import { EditingLayer } from "./editing-layer";
import type { WorkbenchProps } from "./workbench";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }, showCarriedToast: vi.fn() }));
// The workbench (the second chunk) stands in as what it was asked to open.
vi.mock("./workbench", () => ({
  default: ({ open }: WorkbenchProps) => <output data-testid="open-editor">{open ? JSON.stringify(open) : ""}</output>,
}));

const openedEditor = async () => JSON.parse((await screen.findByTestId("open-editor")).textContent || "null") as unknown;

async function createNewMenu() {
  const user = userEvent.setup();
  render(<EditingLayer />);
  await user.click(within(screen.getByRole("navigation", { name: "Editing tools" })).getByRole("button", { name: "Create New" }));
  return { user, menu: await screen.findByRole("menu", { name: "Create New" }) };
}

beforeEach(() => vi.mocked(toast.info).mockClear());

describe("the Create New menu", () => {
  it("has the spec's groups and entries; only Pricing Plan is marked 'Coming soon' and announced as unavailable", async () => {
    const { menu } = await createNewMenu();
    const names = within(menu).getAllByRole("menuitem").map((item) => item.textContent);
    expect(names).toEqual(["Heading Section", "Section", "Hero Section", "Header", "Footer", "Menu Item", "Submenu", "Empty Page", "Blog Post", "Product Page", "Pricing Plan Coming soon", "FAQ", "Feature", "Banner", "Global Settings", "Page Layout", "Site Map"]);
    for (const group of ["Content", "Navigation", "Pages", "Products", "Interactive", "General"]) expect(within(menu).getByText(group)).toBeTruthy();
    const unavailable = within(menu).getAllByRole("menuitem").filter((item) => item.getAttribute("aria-disabled") === "true");
    expect(unavailable.map((item) => item.textContent)).toEqual(["Pricing Plan Coming soon"]);
    expect(menu.textContent).not.toContain("(Soon)");
  });

  it("says 'Creating Pricing Plan - Coming soon!' when Pricing Plan is chosen, and opens nothing", async () => {
    const { user, menu } = await createNewMenu();
    await user.click(within(menu).getByRole("menuitem", { name: /Pricing Plan/ }));
    expect(toast.info).toHaveBeenCalledWith("Creating Pricing Plan - Coming soon!");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.queryByTestId("open-editor")?.textContent ?? "").toBe("");
  });

  it.each([
    ["FAQ", "faqs"],
    ["Feature", "features"],
    ["Banner", "banners"],
    ["Product Page", "products"],
  ])("opens Global Settings on its tab for %s", async (label, tab) => {
    const { user, menu } = await createNewMenu();
    await user.click(within(menu).getByRole("menuitem", { name: label }));
    await waitFor(async () => expect(await openedEditor()).toEqual({ editor: "globalSettings", tab }));
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("opens the header editor for Header, with no tab", async () => {
    const { user, menu } = await createNewMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Header" }));
    await waitFor(async () => expect(await openedEditor()).toEqual({ editor: "header" }));
  });
});
