import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/**
 * The help widget's words in one language: the `helpWidget` catalogue (src/messages/{locale}/helpWidget.json).
 * English quotes spec 001 §2's view titles (Help Center, FAQs, Knowledge Base, Features, Live Support,
 * AI Assistant). The widget is loaded on the client, so the server hands it these as plain strings.
 */
export type HelpWidgetText = Messages["helpWidget"];

export const helpWidgetText = (locale: string): HelpWidgetText => messagesOf(locale, "helpWidget");
