import type { SupportMessage } from "./support.validation";

/**
 * Messages by seq, each once, in order: a message can arrive in a reply and on the stream both, and
 * a resumed stream may repeat one. Both sides of the chat (the widget and the inbox) keep theirs so.
 */
export function mergeMessages(messages: SupportMessage[], incoming: SupportMessage[]): SupportMessage[] {
  const bySeq = new Map(messages.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
