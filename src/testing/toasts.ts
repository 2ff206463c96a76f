import { vi } from "vitest";

const setImmediateTurns = async (turns: number) => {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Closes the toasts still open and waits until they and React's work after them are done: sonner
 * keeps timers per toast (its exit animation is 200 ms) and React flushes effects on setImmediate,
 * either of which would otherwise run after jsdom's window is torn down ("window is not defined").
 */
export async function closeAllToasts(): Promise<void> {
  if (!document.querySelector("[data-toasts]")) return;
  (await import("sonner")).toast.dismiss();
  await vi.waitFor(
    () => {
      if (document.querySelector("[data-sonner-toast]")) throw new Error("toasts are still open");
    },
    { timeout: 3_000 },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  await setImmediateTurns(20);
}
