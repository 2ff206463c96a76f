import type { SupportMessageDto } from "../support.queries";
import text from "@/messages/en/admin/supportInbox.json";

/** Today's times as the hour; older ones with their date. */
export function formatWhen(iso: string, locale: string, now = new Date()): string {
  const when = new Date(iso);
  const today = when.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, today ? { hour: "numeric", minute: "2-digit" } : { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(when);
}

/** Who wrote a message, as the inbox labels it. */
export function authorLabel(message: SupportMessageDto, visitorName: string): string {
  if (message.author === "assistant") return text.aiAssistant;
  if (message.author === "team") return message.author_name ?? text.team;
  return visitorName;
}
