import { renderScoped } from "@/lib/render-scope";
import { formatMessage } from "@/lib/i18n/format";
import sectionEditorText from "@/messages/en/admin/sectionEditor.json";
import { providerNames, type EmbedProvider } from "./embed-consent";

/** What a click-to-load placeholder says, formatted on the server in the page's language. */
export interface EmbedWords {
  notice: string;
  loadOnce: string;
  alwaysAllow: string;
  /** The frame's title when the embed has none of its own. */
  video: string;
}

export type EmbedWordsByProvider = Record<EmbedProvider, EmbedWords>;

/**
 * The page's placeholder words, registered by the public renderer's layout for the page's language
 * (registerEmbedWords with embedWordsOf from embed-words.server.ts), so that section renderers,
 * which are also an editor's live preview in the browser, need no translator (decision 013).
 */
const pageWords = renderScoped("embed words", () => ({ words: null as EmbedWordsByProvider | null }));

export function registerEmbedWords(words: EmbedWordsByProvider): void {
  pageWords().words = words;
}

/** The page's words for a provider; in an editor's preview (no page render) the back office's English. */
export function embedWordsFor(provider: EmbedProvider): EmbedWords {
  const registered = pageWords().words?.[provider];
  if (registered) return registered;
  const values = { provider: providerNames[provider] };
  const { notice, loadOnce, alwaysAllow, video } = sectionEditorText.previewEmbed;
  return { notice: formatMessage(notice, values), loadOnce, alwaysAllow: formatMessage(alwaysAllow, values), video: formatMessage(video, values) };
}
