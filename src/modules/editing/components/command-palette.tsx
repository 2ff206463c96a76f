"use client";

// The command palette (spec 001 §2 "Command palette (editors)", §4, §9): Cmd/Ctrl+K opens it, the
// arrows and Enter run a command, the last five run are kept under Recent (local storage). cmdk does
// the list, the filtering and the keyboard; Radix's dialog the focus trap and Escape. It is part of the
// admin-only editing layer: visitors never download it.
import { Command } from "cmdk";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { commandCategories, type PaletteCommand } from "./commands";

export const paletteText = {
  title: "Command palette",
  placeholder: "Search commands or type a keyword...",
  recent: "Recent",
  goTo: "Go to",
  empty: "No commands found",
  emptyHint: "Try a different search term",
  soon: "(Soon)",
  hints: [
    ["↑↓", "Navigate"],
    ["↵", "Select"],
    ["Esc", "Close"],
  ],
  open: "⌘K to open",
} as const;

/** Where the recent commands are kept, and how many (spec 001 §9: 5, stored locally). */
export const recentKey = "atrium:recent-commands";
const recentLimit = 5;

function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string").slice(0, recentLimit) : [];
  } catch {
    return [];
  }
}

function remember(id: string): void {
  try {
    localStorage.setItem(recentKey, JSON.stringify([id, ...readRecent().filter((other) => other !== id)].slice(0, recentLimit)));
  } catch {
    // Storage refused (private mode): the palette works without a recent list.
  }
}

const isKey = (event: KeyboardEvent, key: string, shift = false) => (event.metaKey || event.ctrlKey) && event.shiftKey === shift && !event.altKey && event.key.toLowerCase() === key;

interface Props {
  commands: PaletteCommand[];
  /**
   * Places to jump to (the site's pages and posts), offered once something is typed; asked for when
   * the palette first opens, so that a page load costs no request for it.
   */
  places?: PaletteCommand[];
  onFirstOpen?: () => void;
}

export function CommandPalette({ commands, places = [], onFirstOpen }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [recent, setRecent] = useState<string[]>([]);

  // The recent list is read each time it opens (another tab may have run commands since).
  const show = useCallback(
    (next: boolean) => {
      setOpen(next);
      setSearch("");
      if (next) {
        setRecent(readRecent());
        onFirstOpen?.();
      }
    },
    [onFirstOpen],
  );

  // Cmd/Ctrl+K toggles the palette; while it is closed, the commands' own shortcuts (Cmd/Ctrl+Shift+…) run them.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isKey(event, "k")) {
        event.preventDefault();
        show(!open);
        return;
      }
      if (open) return;
      const command = commands.find((candidate) => candidate.shortcut && !candidate.disabled && isKey(event, candidate.shortcut.toLowerCase(), true));
      if (command) {
        event.preventDefault();
        remember(command.id);
        command.run();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [commands, open, show]);


  const run = (command: PaletteCommand) => {
    if (command.disabled) return;
    remember(command.id);
    show(false);
    command.run();
  };

  const recentCommands = recent.flatMap((id) => commands.filter((command) => command.id === id && !command.disabled));
  const item = (command: PaletteCommand, group: string) => (
    <Command.Item
      key={`${group}:${command.id}`}
      value={`${group}:${command.id}`}
      keywords={[command.label, command.description, ...command.keywords]}
      disabled={command.disabled}
      onSelect={() => run(command)}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-gray-900 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:text-gray-600 data-[selected=true]:bg-sky-50"
    >
      <span className="flex-1">
        <span className="block font-medium">
          {command.label} {command.disabled ? <span className="font-normal">{paletteText.soon}</span> : null}
        </span>
        <span className="block text-xs text-gray-600">{command.description}</span>
      </span>
      {command.shortcut ? <kbd className="rounded border border-gray-300 px-1.5 py-0.5 font-sans text-xs text-gray-700">⌘⇧{command.shortcut}</kbd> : null}
    </Command.Item>
  );

  return (
    <Dialog.Root open={open} onOpenChange={show}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-gray-900/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed top-[12vh] left-1/2 z-[70] w-[min(100vw-2rem,40rem)] -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-gray-900/10">
          <Dialog.Title className="sr-only">{paletteText.title}</Dialog.Title>
          <Command label={paletteText.title} loop>
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
                  <Command.Group key={category} heading={category} className="pb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase [&_[cmdk-group-items]]:normal-case [&_[cmdk-group-items]]:tracking-normal">
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
              {paletteText.hints.map(([key, label]) => (
                <span key={label}>
                  <kbd className="rounded border border-gray-300 px-1 font-sans">{key}</kbd> {label}
                </span>
              ))}
              <span className="ml-auto">{paletteText.open}</span>
            </footer>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
