import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { closeAllToasts } from "./toasts";

// jsdom lacks what Radix and dnd-kit measure with; these are the browser's, not ours.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

afterEach(() => cleanup());
afterAll(closeAllToasts);
