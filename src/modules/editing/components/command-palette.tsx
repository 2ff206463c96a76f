"use client";

// The command palette (spec 001 §2 "Command palette (editors)", §4, §9): Cmd/Ctrl+K opens it, the
// arrows and Enter run a command, the last five run are kept under Recent (local storage). cmdk does
// the list, the filtering and the keyboard; Radix's dialog the focus trap and Escape. It is part of the
// admin-only editing layer: visitors never download it.
import { Command, defaultFilter } from "cmdk";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { categoryLabel, commandCategories, comingSoon, type PaletteCommand } from "./commands";
import type { PaletteState } from "./palette-keys";
import { readRecent, remember } from "./recent-commands";
import { formatMessage } from "@/lib/i18n/format";
import { shortcutLabel } from "@/lib/shortcut-keys";
import paletteText from "@/messages/en/admin/commandPalette.json";

/** The keys the footer names, in its order. */
const hints = ["navigate", "select", "close"] as const;

interface Props extends Omit<PaletteState, "everOpened"> {
  commands: PaletteCommand[];
  /** Places to jump to (the site's pages, posts and sections), offered once something is typed. */
  places?: PaletteCommand[];
  /** What is typed, as it changes: the places for it may come from the server. */
  onSearchChange?: (search: string) => void;
}

/** The palette's dialog, opened and closed by `usePaletteKeys` (its keys live in the layer's first chunk). */
/**
 * Scores each of an item's texts on its own and keeps the best, its label counting double: cmdk's
 * default scores them run together, where letters scattered through a command's description
 * ("Submenu: add a submenu item", visible…) outranked the word typed in a page's title ("visa" in
 * "Work Visas"). Keywords are [label, description, …keywords], as the items below pass them.
 */
function paletteFilter(_value: string, search: string, keywords: string[] = []): number {
  return Math.max(0, ...keywords.map((text, index) => defaultFilter(text, search) * (index === 0 ? 1 : 0.5)));
}

export function CommandPalette({ open, onOpenChange, commands, places = [], onSearchChange }: Props) {
  const [search, setSearch] = useState("");
  useEffect(() => onSearchChange?.(search), [search, onSearchChange]);
  const [recent, setRecent] = useState<string[]>([]);
  // Each time it opens: an empty search, and the recent list read again (another tab may have run
  // commands since). State adjusted while rendering, React's pattern for state that follows a prop.
  const [shownOpen, setShownOpen] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setSearch("");
      setRecent(readRecent());
    }
  }

  const run = (command: PaletteCommand) => {
    // A coming-soon command is not kept under Recent: choosing it only says so, once the palette is
    // closed (an open dialog hides the rest of the page, the notice too, from screen readers).
    if (!command.comingSoon) remember(command.id);
    onOpenChange(false);
    command.run();
  };

  const recentCommands = recent.flatMap((id) => commands.filter((command) => command.id === id && !command.comingSoon));
  const item = (command: PaletteCommand, group: string) => (
    <Command.Item
      key={`${group}:${command.id}`}
      value={`${group}:${command.id}`}
      keywords={[command.label, command.description, ...command.keywords]}
      onSelect={() => run(command)}
      data-coming-soon={command.comingSoon || undefined}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-gray-900 data-[coming-soon]:text-gray-600 data-[selected=true]:bg-sky-50"
    >
      <span className="flex-1">
        <span className="block font-medium">
          {command.label} {command.comingSoon ? <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-normal text-amber-900">{comingSoon}</span> : null}
        </span>
        <span className="block text-xs text-gray-600">{command.description}</span>
      </span>
      {command.shortcut ? <kbd className="rounded border border-gray-300 px-1.5 py-0.5 font-sans text-xs text-gray-700">{shortcutLabel(command.shortcut, { shift: true })}</kbd> : null}
    </Command.Item>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-gray-900/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed top-[12vh] left-1/2 z-[70] w-[min(100vw-2rem,40rem)] -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-gray-900/10">
          <Dialog.Title className="sr-only">{paletteText.title}</Dialog.Title>
          <Command label={paletteText.title} loop filter={paletteFilter}>
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder={paletteText.placeholder}
              className="w-full border-b border-gray-200 px-4 py-3 text-base text-gray-900 outline-none placeholder:text-gray-600"
            />
            <Command.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
              <Command.Empty className="px-3 py-8 text-center text-sm text-gray-700">
                <p className="font-semibold">{paletteText.empty}</p>
                <p>{paletteText.emptyHint}</p>
              </Command.Empty>
              {search === "" && recentCommands.length > 0 ? (
                <Command.Group heading={paletteText.recent} className="pb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase [&_[cmdk-group-items]]:normal-case [&_[cmdk-group-items]]:tracking-normal">
                  {recentCommands.map((command) => item(command, "recent"))}
                </Command.Group>
              ) : null}
              {commandCategories.map((category) => {
                const inCategory = commands.filter((command) => command.category === category);
                return inCategory.length > 0 ? (
                  <Command.Group key={category} heading={categoryLabel(category)} className="pb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase [&_[cmdk-group-items]]:normal-case [&_[cmdk-group-items]]:tracking-normal">
                    {inCategory.map((command) => item(command, category))}
                  </Command.Group>
                ) : null;
              })}
              {/* After the commands: with equal scores, a command comes before a page of the same name. */}
              {search !== "" && places.length > 0 ? (
                <Command.Group heading={paletteText.goTo} className="pb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase [&_[cmdk-group-items]]:normal-case [&_[cmdk-group-items]]:tracking-normal">
                  {places.map((place) => item(place, "go-to"))}
                </Command.Group>
              ) : null}
            </Command.List>
            <footer className="flex flex-wrap items-center gap-4 border-t border-gray-200 px-4 py-2 text-xs text-gray-700">
              {hints.map((hint) => (
                <span key={hint}>
                  <kbd className="rounded border border-gray-300 px-1 font-sans">{paletteText.hintKeys[hint]}</kbd> {paletteText.hints[hint]}
                </span>
              ))}
              <span className="ml-auto">{formatMessage(paletteText.open, { keys: shortcutLabel("k") })}</span>
            </footer>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
