/** How the public header looks at a scroll position (spec 001 §4 Header). */
export interface HeaderScrollState {
  /** Slid out of view: scrolling down past 100px. */
  hidden: boolean;
  /** Frosted glass: beyond 10% of the viewport height (the transparent type is see-through until then). */
  frosted: boolean;
  /** A translucent bar while scrolling up beyond 50px. */
  translucent: boolean;
}

export const headerHideAfterPx = 100;
export const headerTranslucentAfterPx = 50;
export const headerFrostedViewportShare = 0.1;

/** The next state from the previous one and the scroll positions; `canHide` is false for the fixed type. */
export function nextHeaderScrollState(previous: HeaderScrollState, y: number, previousY: number, viewportHeight: number, canHide: boolean): HeaderScrollState {
  const down = y > previousY;
  const up = y < previousY;
  return {
    // Standing still keeps the header as it was; near the top it always shows.
    hidden: canHide && y > headerHideAfterPx && (down || (!up && previous.hidden)),
    frosted: y > viewportHeight * headerFrostedViewportShare,
    translucent: y > headerTranslucentAfterPx && (up || (!down && previous.translucent)),
  };
}
