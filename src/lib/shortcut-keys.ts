/**
 * How a Cmd/Ctrl shortcut is written for the visitor's keyboard: ⌘ and ⇧ on Apple systems, Ctrl+
 * and Shift+ elsewhere, where ⌘ names no key. Read on the client (the editing layer), never in
 * public HTML. `navigator.userAgentData` where there is one, else the older `navigator.platform`.
 */
export function isApplePlatform(nav: { platform?: string; userAgentData?: { platform?: string } } | undefined = globalThis.navigator): boolean {
  const platform = (nav as { userAgentData?: { platform?: string } } | undefined)?.userAgentData?.platform || nav?.platform || "";
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** "⌘K" / "Ctrl+K"; with `shift`, "⌘⇧S" / "Ctrl+Shift+S". */
export function shortcutLabel(key: string, { shift = false, apple = isApplePlatform() }: { shift?: boolean; apple?: boolean } = {}): string {
  const upper = key.toUpperCase();
  if (apple) return `⌘${shift ? "⇧" : ""}${upper}`;
  return `Ctrl+${shift ? "Shift+" : ""}${upper}`;
}
