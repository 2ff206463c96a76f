"use client";

import { DropdownMenu as RadixMenu } from "radix-ui";
import { Fragment, type ReactNode } from "react";

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Shown in red: deletions. */
  destructive?: boolean;
  disabled?: boolean;
  /**
   * A mark beside the label ("Coming soon"): the action is shown dimmed and announced as unavailable
   * (aria-disabled), yet it can still be reached and chosen, and `onSelect` says why it is not there.
   */
  unavailable?: string;
  /** A heading shown above the first action of each group (the Create New menu's groups). */
  group?: string;
}

/** A menu of actions on a button (arrows, typeahead, Escape), from Radix. */
export function DropdownMenu({ trigger, actions, label }: { trigger: ReactNode; actions: MenuAction[]; label: string }) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content aria-label={label} sideOffset={6} className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 overflow-y-auto rounded-lg bg-white p-1 shadow-xl ring-1 ring-gray-900/10">
          {actions.map((action, index) => (
            <Fragment key={action.label}>
              {action.group && action.group !== actions[index - 1]?.group ? (
                <RadixMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">{action.group}</RadixMenu.Label>
              ) : null}
              <RadixMenu.Item
                disabled={action.disabled}
                onSelect={action.onSelect}
                aria-disabled={action.unavailable ? true : undefined}
                className={`cursor-pointer rounded px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100 ${action.destructive ? "text-red-700" : action.unavailable ? "text-gray-600" : "text-gray-900"}`}
              >
                {action.label}
                {action.unavailable ? " " : null}
                {action.unavailable ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{action.unavailable}</span> : null}
              </RadixMenu.Item>
            </Fragment>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
