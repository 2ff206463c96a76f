import { expect, it, vi } from "vitest";

it("gives every copy of a module the value the first copy created", async () => {
  vi.resetModules();
  const first = await import("./per-process");
  vi.resetModules();
  const second = await import("./per-process");
  expect(first.perProcess).not.toBe(second.perProcess);
  const made = first.perProcess("test.shared", () => ({ made: "first" }));
  expect(second.perProcess("test.shared", () => ({ made: "second" }))).toBe(made);
});
