import { mergeMessages } from "../merge-messages";
import type { SupportChat, SupportMessage } from "../support-visitor.queries";

type Conversation = NonNullable<SupportChat["conversation"]>;

export interface LiveChatState {
  status: "loading" | "failed" | "ready";
  online: boolean;
  signedIn: boolean;
  conversation: Omit<Conversation, "messages"> | null;
  messages: SupportMessage[];
  /** The conversation this view showed was closed by the team. */
  closed: boolean;
  /** The stream is connected (false while it reconnects). */
  live: boolean;
  teamTyping: boolean;
}

export const initialLiveChat: LiveChatState = { status: "loading", online: false, signedIn: false, conversation: null, messages: [], closed: false, live: true, teamTyping: false };

/**
 * The view after a snapshot of the chat (the chat's reply, or a send's): messages merge, and read
 * positions of the same conversation only move forward. A send's reply can leave the server before
 * the team reads the message and arrive after the stream's "read" event; taking its older position
 * would take "Seen" back for good.
 */
export function withChat(current: LiveChatState, chat: SupportChat): LiveChatState {
  const { messages = [], ...conversation } = chat.conversation ?? {};
  const previous = chat.conversation && current.conversation?.id === chat.conversation.id ? current.conversation : null;
  const next = chat.conversation ? (conversation as NonNullable<LiveChatState["conversation"]>) : null;
  return {
    ...current,
    status: "ready",
    online: chat.online,
    signedIn: chat.signed_in,
    conversation:
      next && previous
        ? { ...next, team_read_seq: Math.max(next.team_read_seq, previous.team_read_seq), visitor_read_seq: Math.max(next.visitor_read_seq, previous.visitor_read_seq) }
        : next,
    messages: chat.conversation ? mergeMessages(previous ? current.messages : [], messages) : [],
    closed: current.closed || (Boolean(current.conversation) && !chat.conversation),
  };
}
