"use client";

import { useRef, useState } from "react";

/**
 * An editor toolbar's popovers, one open at a time (spec 001 §2). Opening another closes the open
 * one by an outside click that Radix may report after the other trigger's own click: closing only
 * clears the choice if it is still that popover, which the ref knows at once (state only at the
 * next render). Focus goes back to a trigger only when no other popover took over.
 */
export function useToolbarPopovers<Tool extends string>() {
  const [openTool, setOpenToolState] = useState<Tool | null>(null);
  const toolNow = useRef<Tool | null>(null);
  const setOpenTool = (next: Tool | null) => {
    toolNow.current = next;
    setOpenToolState(next);
  };
  /** The props of the popover named `name`. */
  const popover = (name: Tool) => ({
    open: openTool === name,
    onOpenChange: (open: boolean) => setOpenTool(open ? name : toolNow.current === name ? null : toolNow.current),
    returnFocus: () => toolNow.current === null,
  });
  return { setOpenTool, popover };
}
