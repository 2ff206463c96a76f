import { isFreshRestore, restoreKey } from "./restore-window";

// The help widget's state rules (spec 001 §2 and §3 "Help widget", §9): views, sizes, the state kept
// across a language switch (sessionStorage, 5 s) and the chat mode (localStorage, shared by tabs).
// Storage is undefined where the browser refuses it (a privacy setting): read as empty, written nowhere.

export const views = ["welcome", "faq", "knowledge", "features", "live", "ai"] as const;
export type View = (typeof views)[number];

export const sizes = ["initial", "half", "fullscreen"] as const;
export type Size = (typeof sizes)[number];

/** Help: the tabs; chat: the assistant's conversation as the whole widget. */
export type ChatMode = "help" | "chat";

/** Below this width (a phone) the widget is half or full screen only (spec 001 §9). */
export const phoneBreakpointPx = 640;
export const chatModeKey = "atrium.help-widget.mode";

export const sizesFor = (viewportWidth: number): readonly Size[] => (viewportWidth < phoneBreakpointPx ? ["half", "fullscreen"] : sizes);

/** The size to show: the chosen one when the viewport allows it, else half. */
export const fitSize = (size: Size, viewportWidth: number): Size => (sizesFor(viewportWidth).includes(size) ? size : "half");

/** What a language switch keeps: where the visitor was, the FAQ they had open and what they were typing. */
export interface WidgetState {
  view: View;
  size: Size;
  openFaq: string | null;
  draft: string;
}

export const initialState: WidgetState = { view: "welcome", size: "initial", openFaq: null, draft: "" };

export function saveForLanguageSwitch(storage: Storage | undefined, state: WidgetState, now: number): void {
  try {
    storage?.setItem(restoreKey, JSON.stringify({ ...state, savedAt: now }));
  } catch {
    // Blocked storage: the new page starts with the widget closed.
  }
}

/** The state a language switch saved, once (it is removed), when under 5 s old and well formed; else null. */
export function takeRestorable(storage: Storage | undefined, now: number): WidgetState | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(restoreKey) ?? null;
    storage?.removeItem(restoreKey);
  } catch {
    return null;
  }
  if (!isFreshRestore(raw, now)) return null;
  const saved = JSON.parse(raw!) as Partial<Record<keyof WidgetState, unknown>>;
  return {
    view: views.includes(saved.view as View) ? (saved.view as View) : initialState.view,
    size: sizes.includes(saved.size as Size) ? (saved.size as Size) : initialState.size,
    openFaq: typeof saved.openFaq === "string" ? saved.openFaq : null,
    draft: typeof saved.draft === "string" ? saved.draft : "",
  };
}

const chatModeOf = (value: string | null): ChatMode => (value === "chat" ? "chat" : "help");

export function readChatMode(storage: Storage | undefined): ChatMode {
  try {
    return chatModeOf(storage?.getItem(chatModeKey) ?? null);
  } catch {
    return "help";
  }
}

export function writeChatMode(storage: Storage | undefined, mode: ChatMode): void {
  try {
    storage?.setItem(chatModeKey, mode);
  } catch {
    // Blocked storage: the mode holds for this page only.
  }
}

/** The chat mode another tab chose, from its `storage` event; null for events about anything else. */
export const chatModeFromStorageEvent = (event: Pick<StorageEvent, "key" | "newValue">): ChatMode | null => (event.key === chatModeKey ? chatModeOf(event.newValue) : null);
