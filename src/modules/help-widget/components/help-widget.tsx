"use client";

// The help widget (spec 001 §2 and §3 "Help widget"), loaded when a visitor first clicks the help
// button: a modal dialog (Radix: focus kept inside and returned, Escape, labelled by the view's
// title) with tabs for its views, three sizes (two on a phone), a language switch that keeps the
// view, and a chat mode shared by the visitor's tabs.
import { Dialog, Tabs } from "radix-ui";
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { pageInLanguage } from "@/lib/site-path";
import { fetchAssistantIntro, type AssistantIntro } from "@/modules/assistant/assistant-visitor.queries";
import { fetchHelpWidgetContent } from "../help-widget.queries";
import { AssistantView, handoverOf, useConversation } from "./assistant-view";
import { BackIcon, ChatIcon, CloseIcon, FullScreenIcon, HalfScreenIcon, SmallWindowIcon } from "./icons";
import { LiveChat, type Handover } from "@/modules/support/components/live-chat";
import { FaqView, FeaturesView, KnowledgeView, WelcomeView, WithContent, type Content } from "./help-views";
import {
  chatModeFromStorageEvent,
  fitSize,
  initialState,
  readChatMode,
  saveForLanguageSwitch,
  sizesFor,
  takeRestorable,
  views,
  writeChatMode,
  type ChatMode,
  type Size,
  type View,
  type WidgetState,
} from "./help-widget-state";
import type { HelpWidgetText } from "./help-widget-strings";

/** What the server hands the widget: its words and the page's languages. */
export interface HelpWidgetConfig {
  text: HelpWidgetText;
  /** The page's language. */
  locale: string;
  /** The page's route segment (`-`: the organization's default language, no prefix). */
  lang: string;
  defaultLocale: string;
  /** The site's languages, each named in itself. */
  languages: { locale: string; name: string }[];
}

export interface HelpWidgetProps extends HelpWidgetConfig {
  onClose: () => void;
}

/** Storage the browser may refuse (a privacy setting): undefined then. */
const storage = (kind: "localStorage" | "sessionStorage") => {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
};

const onResize = (change: () => void) => {
  addEventListener("resize", change);
  return () => removeEventListener("resize", change);
};
const useViewportWidth = () =>
  useSyncExternalStore(
    onResize,
    () => innerWidth,
    () => 1024,
  );

/** Where each size puts the window: a panel in the corner, half the screen (the bottom half on a phone), or all of it. */
const frames: Record<Size, string> = {
  initial: "right-4 bottom-4 h-[min(36rem,calc(100dvh-2rem))] w-[min(26rem,calc(100vw-2rem))] rounded-2xl",
  half: "inset-x-0 bottom-0 h-[50dvh] rounded-t-2xl sm:top-0 sm:left-auto sm:h-dvh sm:w-1/2 sm:rounded-none",
  fullscreen: "inset-0",
};
const sizeIcons: Record<Size, ReactNode> = { initial: <SmallWindowIcon />, half: <HalfScreenIcon />, fullscreen: <FullScreenIcon /> };
const iconButton = "inline-flex size-8 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-700 aria-pressed:bg-sky-50 aria-pressed:text-sky-800";

export default function HelpWidget({ text, locale, lang, defaultLocale, languages, onClose }: HelpWidgetProps) {
  const [state, setState] = useState<WidgetState>(() => takeRestorable(storage("sessionStorage"), Date.now()) ?? initialState);
  const [mode, setMode] = useState<ChatMode>(() => readChatMode(storage("localStorage")));
  const [content, setContent] = useState<Content>("loading");
  const [intro, setIntro] = useState<AssistantIntro | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const conversation = useConversation(locale, text.askFailed);
  const width = useViewportWidth();
  const update = (change: Partial<WidgetState>) => setState((current) => ({ ...current, ...change }));

  const fetchContent = useCallback(() => fetchHelpWidgetContent(locale).then(setContent, () => setContent("failed")), [locale]);
  const retry = () => {
    setContent("loading");
    void fetchContent();
  };
  useEffect(() => {
    void fetchContent();
    // Failing to read it leaves the assistant offered: asking then says what went wrong.
    fetchAssistantIntro().then(setIntro, () => setIntro({ enabled: true, welcome_text: "" }));
  }, [fetchContent]);

  // Another tab switched between help and chat: this one follows (spec 001 §3).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      const next = chatModeFromStorageEvent(event);
      if (next) setMode(next);
    };
    addEventListener("storage", follow);
    return () => removeEventListener("storage", follow);
  }, []);

  const aiEnabled = intro?.enabled !== false;
  const shown = views.filter((view) => view !== "ai" || aiEnabled);
  const view: View = shown.includes(state.view) ? state.view : "welcome";
  const chat = mode === "chat" && aiEnabled;
  const size = fitSize(state.size, width);
  const switchMode = (next: ChatMode) => {
    setMode(next);
    writeChatMode(storage("localStorage"), next);
  };
  const openFaq = (question: string) => {
    const faq = typeof content === "object" ? content.faqs.find((entry) => entry.question === question) : undefined;
    update({ view: "faq", openFaq: faq?.id ?? null });
    if (chat) switchMode("help");
  };
  // The assistant could not answer and the visitor asked for a person: Live Support takes the conversation over.
  const handOver = (exchangeId: number) => {
    setHandover(handoverOf(conversation.exchanges, exchangeId, text.handoff));
    update({ view: "live" });
    if (chat) switchMode("help");
  };
  const switchLanguage = (target: string) => {
    saveForLanguageSwitch(storage("sessionStorage"), state, Date.now());
    location.assign(pageInLanguage(window, target, defaultLocale));
  };

  const assistant = (
    <AssistantView
      text={text}
      lang={lang}
      welcome={intro?.welcome_text || text.assistantWelcome}
      conversation={conversation}
      draft={state.draft}
      onDraft={(draft) => update({ draft })}
      onFaq={openFaq}
      onHandover={handOver}
    />
  );
  const body: Record<View, ReactNode> = {
    welcome: <WelcomeView text={text} views={shown} onOpen={(next) => update({ view: next })} />,
    faq: <WithContent content={content} text={text} onRetry={retry}>{(lists) => <FaqView faqs={lists.faqs} text={text} openFaq={state.openFaq} onToggle={(id, open) => setState((current) => ({ ...current, openFaq: open ? id : current.openFaq === id ? null : current.openFaq }))} />}</WithContent>,
    knowledge: <WithContent content={content} text={text} onRetry={retry}>{(lists) => <KnowledgeView articles={lists.articles} text={text} lang={lang} />}</WithContent>,
    features: <WithContent content={content} text={text} onRetry={retry}>{(lists) => <FeaturesView features={lists.features} text={text} />}</WithContent>,
    live: <LiveChat text={text} lang={lang} bookingPath={typeof content === "object" ? content.booking_path : null} handover={handover} onHandoverTaken={() => setHandover(null)} />,
    ai: (
      <div className="flex h-full min-h-0 flex-col gap-3">
        <button type="button" onClick={() => switchMode("chat")} className="inline-flex items-center gap-1.5 self-end rounded-lg px-2 py-1 text-sm font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-700">
          <ChatIcon />
          {text.chatMode}
        </button>
        {assistant}
      </div>
    ),
  };
  const sizeLabels: Record<Size, string> = { initial: text.sizeInitial, half: text.sizeHalf, fullscreen: text.sizeFullscreen };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-gray-900/20" />
        <Dialog.Content aria-describedby={undefined} data-help-widget data-size={size} data-mode={chat ? "chat" : "help"} className={`fixed z-[60] flex flex-col overflow-hidden bg-white text-gray-900 shadow-2xl ring-1 ring-gray-900/10 outline-none ${frames[size]}`}>
          <header className="flex shrink-0 items-center gap-2 border-b border-gray-200 px-4 py-2">
            {chat ? (
              <button type="button" onClick={() => switchMode("help")} aria-label={text.helpMode} title={text.helpMode} className={iconButton}>
                <BackIcon />
              </button>
            ) : null}
            <Dialog.Title className="min-w-0 truncate text-base font-semibold">{chat ? text.ai : text[view]}</Dialog.Title>
            <div className="ml-auto flex shrink-0 items-center gap-1">
              {languages.length > 1 ? (
                <select
                  aria-label={text.language}
                  value={locale}
                  onChange={(event) => switchLanguage(event.target.value)}
                  className="h-8 max-w-28 rounded-lg border border-gray-300 bg-white px-1 text-sm focus-visible:outline-2 focus-visible:outline-sky-700"
                >
                  {languages.map((language) => (
                    <option key={language.locale} value={language.locale} lang={language.locale}>
                      {language.name}
                    </option>
                  ))}
                </select>
              ) : null}
              <div role="group" aria-label={text.size} className="flex">
                {sizesFor(width).map((choice) => (
                  <button key={choice} type="button" aria-pressed={size === choice} aria-label={sizeLabels[choice]} title={sizeLabels[choice]} onClick={() => update({ size: choice })} className={iconButton}>
                    {sizeIcons[choice]}
                  </button>
                ))}
              </div>
              <Dialog.Close aria-label={text.close} title={text.close} className={iconButton}>
                <CloseIcon />
              </Dialog.Close>
            </div>
          </header>
          {chat ? (
            <div className="min-h-0 flex-1 p-4">{assistant}</div>
          ) : (
            <Tabs.Root value={view} onValueChange={(next) => update({ view: next as View })} className="flex min-h-0 flex-1 flex-col">
              <Tabs.List aria-label={text.sections} className="flex shrink-0 gap-1 overflow-x-auto border-b border-gray-200 px-2">
                {shown.map((tab) => (
                  <Tabs.Trigger
                    key={tab}
                    value={tab}
                    className="-mb-px shrink-0 border-b-2 border-transparent px-2.5 py-2 text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-700 data-[state=active]:border-sky-700 data-[state=active]:text-sky-800"
                  >
                    {text[tab]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {shown.map((tab) => (
                <Tabs.Content key={tab} value={tab} className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-sky-700">
                  {body[tab]}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
