"use client";

import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Tabs with the keyboard of the WAI-ARIA pattern (arrows move, Home/End jump), from Radix. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: { items: TabItem[]; value?: string; defaultValue?: string; onValueChange?: (id: string) => void; label: string }) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.id} onValueChange={onValueChange} className="flex flex-col gap-3">
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 data-[state=active]:border-sky-700 data-[state=active]:text-sky-800"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className="outline-none">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
