// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { closeAllToasts } from "@/testing/toasts";
import { helpButtonClearance, toast, toastKinds } from "./toast";

const toasts = () => Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]"));
const visible = () => toasts().filter((element) => element.dataset.removed !== "true");

describe("toasts", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(closeAllToasts);

  // Sonner adds its stylesheet when its module runs: no <style> means it was never downloaded.
  it("load nothing until the first toast", () => {
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
    expect(document.querySelector("[data-toasts]")).toBeNull();
  });

  it("show the message in a live region that screen readers announce", async () => {
    await toast.success("Menu item \"Visas\" created successfully");
    await vi.waitFor(() => expect(visible()).toHaveLength(1));
    const [shown] = visible();
    expect(shown!.textContent).toContain('Menu item "Visas" created successfully');
    expect(shown!.dataset.type).toBe("success");
    expect(shown!.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    expect(document.head.querySelectorAll("style").length).toBeGreaterThan(0);
  });

  it("come in four kinds, all in one toaster mounted once", async () => {
    await Promise.all(toastKinds.map((kind) => toast[kind](`A ${kind} message`, { description: "Details" })));
    await vi.waitFor(() => {
      for (const kind of toastKinds) expect(toasts().some((element) => element.dataset.type === kind && element.textContent?.includes(`A ${kind} message`))).toBe(true);
    });
    expect(document.querySelectorAll("[data-toasts]")).toHaveLength(1);
    expect(document.querySelectorAll("[data-sonner-toaster]")).toHaveLength(1);
  });

  it("close by themselves after 5 seconds", async () => {
    // Only timers are faked: React still renders on setImmediate, which this test waits on.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const settle = async () => {
      vi.advanceTimersByTime(0); // sonner hands new toasts to React in a zero-delay timeout
      for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
    };
    const closing = () => visible().find((element) => element.textContent?.includes("Closing soon"));
    await toast.info("Closing soon");
    await settle();
    expect(closing()).toBeDefined();
    vi.advanceTimersByTime(4_900);
    await settle();
    expect(closing()).toBeDefined();
    vi.advanceTimersByTime(200);
    await settle();
    expect(closing()).toBeUndefined();
  });

  it("carry an action button (Undo after a delete) that runs once and closes the toast", async () => {
    const undone: string[] = [];
    await toast.success("Section deleted successfully!", { duration: 10_000, action: { label: "Undo", onClick: () => undone.push("section") } });
    const shown = () => visible().find((element) => element.textContent?.includes("Section deleted successfully!"));
    await vi.waitFor(() => expect(shown()).toBeDefined());
    const undo = Array.from(shown()!.querySelectorAll("button")).find((button) => button.textContent === "Undo")!;
    undo.click();
    expect(undone).toEqual(["section"]);
    await vi.waitFor(() => expect(shown()).toBeUndefined());
  });
});

describe("toasts and the help button (issue 34)", () => {
  afterAll(closeAllToasts);

  it("stack above the help widget's button, on wide screens and on phones", async () => {
    await toast.info("Above the help button");
    const toaster = await vi.waitFor(() => {
      const element = document.querySelector<HTMLElement>("[data-sonner-toaster]");
      if (!element) throw new Error("no toaster yet");
      return element;
    });
    // The launcher: fixed, right-4 bottom-4 (16 px), 44 px high (py-3 and a 20 px line).
    const launcherTop = 16 + 44;
    expect(helpButtonClearance).toBeGreaterThan(launcherTop);
    // Over the launcher, and over the admin bar where an admin has one at the foot of the screen.
    for (const variable of ["--offset-bottom", "--mobile-offset-bottom"]) {
      expect(toaster.style.getPropertyValue(variable), variable).toBe(`calc(${helpButtonClearance}px + var(--admin-bar-height, 0px))`);
    }
  });
});
