"use client";

import { Popover as RadixPopover } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A panel anchored to its trigger (the heading editor's URL popover, a toolbar's colour choice).
 * Only one of a toolbar's popovers is open at a time when the toolbar controls `open`.
 */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  label,
  returnFocus,
}: {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  label: string;
  /** Asked when it closes: false leaves focus where it is (another of the toolbar's popovers has just opened). */
  returnFocus?: () => boolean;
}) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          onCloseAutoFocus={(event) => {
            if (returnFocus && !returnFocus()) event.preventDefault();
          }} sideOffset={6} className="z-50 rounded-lg bg-white p-3 shadow-xl ring-1 ring-gray-900/10 outline-none">
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
