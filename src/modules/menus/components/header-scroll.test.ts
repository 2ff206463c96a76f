import { describe, expect, it } from "vitest";
import { nextHeaderScrollState, type HeaderScrollState } from "./header-scroll";

const top: HeaderScrollState = { hidden: false, frosted: false, translucent: false };
const viewport = 1000;

/** Scrolls through the positions and returns the state after the last one. */
function scroll(positions: number[], canHide = true): HeaderScrollState {
  let state = top;
  let previous = 0;
  for (const y of positions) {
    state = nextHeaderScrollState(state, y, previous, viewport, canHide);
    previous = y;
  }
  return state;
}

describe("the header's scroll states (spec 001 §4)", () => {
  it("hides when scrolling down past 100px, not before", () => {
    expect(scroll([50, 100]).hidden).toBe(false);
    expect(scroll([50, 101]).hidden).toBe(true);
  });

  it("shows again when scrolling up, and always within 100px of the top", () => {
    expect(scroll([400, 390]).hidden).toBe(false);
    expect(scroll([400, 80]).hidden).toBe(false);
  });

  it("keeps its state when the position does not change", () => {
    expect(scroll([400, 400]).hidden).toBe(true);
    expect(scroll([400, 300, 300]).hidden).toBe(false);
  });

  it("never hides the fixed type", () => {
    expect(scroll([400, 800], false).hidden).toBe(false);
  });

  it("turns frosted beyond 10% of the viewport height", () => {
    expect(scroll([100]).frosted).toBe(false);
    expect(scroll([101]).frosted).toBe(true);
    expect(scroll([400, 20]).frosted).toBe(false);
  });

  it("gives a translucent bar when scrolling up beyond 50px", () => {
    expect(scroll([400, 300]).translucent).toBe(true);
    expect(scroll([400, 50]).translucent).toBe(false);
    expect(scroll([300, 400]).translucent).toBe(false);
  });
});
