import { describe, expect, it } from "vitest";
import type { SupportChat, SupportMessage } from "../support-visitor.queries";
import { initialLiveChat, withChat } from "./live-chat-state";

const message = (seq: number, author: SupportMessage["author"], body: string): SupportMessage => ({ seq, conversation_id: "c1", author, author_name: null, body, created_at: "2026-11-27T10:00:00.000Z" });

function chat(messages: SupportMessage[], read: { team: number; visitor: number }, id = "c1"): SupportChat {
  return {
    online: true,
    signed_in: false,
    conversation: {
      id,
      status: "open",
      page: "/",
      visitor: { name: "Visitor", email: null, signed_in: false },
      assigned: null,
      visitor_read_seq: read.visitor,
      team_read_seq: read.team,
      unread: 0,
      last_message: messages.at(-1) ?? null,
      last_message_at: "2026-11-27T10:00:00.000Z",
      created_at: "2026-11-27T10:00:00.000Z",
      messages,
    },
  };
}

describe("the visitor's chat after a snapshot", () => {
  it("keeps 'Seen' when a send's reply arrives after the team read the message", () => {
    const hello = message(1, "team", "Hello!");
    const thanks = message(2, "visitor", "Thank you!");
    const before = withChat(initialLiveChat, chat([hello], { team: 0, visitor: 1 }));
    // The stream's "read" event: the team read up to the visitor's message…
    const read = { ...before, conversation: before.conversation && { ...before.conversation, team_read_seq: 2 } };
    // …then the send's reply, which left the server before that, arrives.
    const after = withChat(read, chat([hello, thanks], { team: 1, visitor: 1 }));
    expect(after.conversation?.team_read_seq).toBe(2);
    expect(after.messages.map((m) => m.body)).toEqual(["Hello!", "Thank you!"]);
  });

  it("takes another conversation's positions as they are", () => {
    const first = withChat(initialLiveChat, chat([message(5, "visitor", "Old")], { team: 5, visitor: 5 }));
    const other = withChat(first, chat([message(1, "visitor", "New")], { team: 0, visitor: 0 }, "c2"));
    expect(other.conversation?.team_read_seq).toBe(0);
    expect(other.messages.map((m) => m.body)).toEqual(["New"]);
  });
});
