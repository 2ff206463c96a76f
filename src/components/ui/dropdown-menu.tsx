"use client";

import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ReactNode } from "react";

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Shown in red: deletions. */
  destructive?: boolean;
  disabled?: boolean;
}

/** A menu of actions on a button (arrows, typeahead, Escape), from Radix. */
export function DropdownMenu({ trigger, actions, label }: { trigger: ReactNode; actions: MenuAction[]; label: string }) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content aria-label={label} sideOffset={6} className="z-50 min-w-44 rounded-lg bg-white p-1 shadow-xl ring-1 ring-gray-900/10">
          {actions.map((action) => (
            <RadixMenu.Item
              key={action.label}
              disabled={action.disabled}
              onSelect={action.onSelect}
              className={`cursor-pointer rounded px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100 ${action.destructive ? "text-red-700" : "text-gray-900"}`}
            >
              {action.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
