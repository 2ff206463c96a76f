import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

function Editor({ dirty = false }: { dirty?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit section</button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit Template Section" badge="Edit" fullscreenable movable confirmClose={() => !dirty || window.confirm("You have unsaved changes. Are you sure you want to close?")} footer={<button onClick={() => setOpen(false)}>Cancel</button>}>
        <label>
          Title <input />
        </label>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens labelled by its title, keeps focus inside, closes on Escape and returns focus to the opener", async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const opener = screen.getByRole("button", { name: "Edit section" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Edit Template Section" });
    expect(dialog).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("toggles full screen", async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole("button", { name: "Edit section" }));
    await user.click(screen.getByRole("button", { name: "Full screen" }));
    expect(screen.getByRole("button", { name: "Exit full screen" }).getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector("[data-fullscreen]")).not.toBeNull();
  });

  it("asks before closing with unsaved changes, and stays open when the answer is no", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    window.confirm = (message?: string) => {
      asked.push(String(message));
      return false;
    };
    render(<Editor dirty />);
    await user.click(screen.getByRole("button", { name: "Edit section" }));
    await user.keyboard("{Escape}");
    expect(asked).toEqual(["You have unsaved changes. Are you sure you want to close?"]);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("fills a phone's screen (narrower than 640 px), with no full-screen toggle to offer (issue 34)", async () => {
    const user = userEvent.setup();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes("max-width"), media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    try {
      render(<Editor />);
      await user.click(screen.getByRole("button", { name: "Edit section" }));
      const dialog = screen.getByRole("dialog", { name: "Edit Template Section" });
      expect(dialog.hasAttribute("data-phone")).toBe(true);
      expect(dialog.hasAttribute("data-fullscreen")).toBe(true);
      expect(screen.queryByRole("button", { name: "Full screen" })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
