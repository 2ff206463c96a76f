import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autosaveAfterMs, autosaveCheckMs, useAutosave } from "./use-autosave";

describe("useAutosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves at the first 30-second check that finds 2 minutes since the last save, and not while disabled", async () => {
    const save = vi.fn(async () => undefined);
    const { result, rerender } = renderHook(({ enabled }) => useAutosave(enabled, save), { initialProps: { enabled: false } });
    await act(() => vi.advanceTimersByTimeAsync(autosaveAfterMs * 2));
    expect(save).not.toHaveBeenCalled();

    // Changes begin four minutes after the editor opened: the next check saves them.
    rerender({ enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(autosaveCheckMs));
    expect(save).toHaveBeenCalledTimes(1);
    // A manual save a minute later restarts the two minutes.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    act(() => result.current());
    await act(() => vi.advanceTimersByTimeAsync(autosaveAfterMs - autosaveCheckMs));
    expect(save).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(autosaveCheckMs));
    expect(save).toHaveBeenCalledTimes(2);
    // Disabled (nothing left to save), it stops.
    rerender({ enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(autosaveAfterMs * 2));
    expect(save).toHaveBeenCalledTimes(2);
  });
});
