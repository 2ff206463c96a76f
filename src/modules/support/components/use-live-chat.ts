"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/api-client";
import { followEvents } from "@/lib/event-stream";
import { mergeMessages } from "../merge-messages";
import { chatEventsPath, fetchChat, sendChatMessage, sendRead, sendTyping, type SupportChat, type SupportMessage } from "../support-visitor.queries";
import type { VisitorMessageInput } from "../support.validation";
import { initialLiveChat, type LiveChatState, withChat } from "./live-chat-state";

/** How long "typing…" shows after the last sign of it, and how often this side says it types. */
const typingShowsMs = 5_000;
const typingEveryMs = 3_000;
/** While nobody is online, how often the view asks again. */
const onlineCheckEveryMs = 15_000;

/**
 * The visitor's side of live support (decision 029): the chat as the API has it, then its stream,
 * which resumes after the last message this browser holds, so a dropped connection loses nothing
 * and doubles nothing. It reads the chat again when the page becomes visible: a sign-in or
 * sign-out in another tab changes whose conversation it is (spec 001 §3, "listens to auth changes").
 */
export function useLiveChat() {
  const [state, setState] = useState<LiveChatState>(initialLiveChat);
  const lastSeq = useRef(0);
  const reportedRead = useRef(0);
  const lastTyping = useRef(0);

  const apply = useCallback((chat: SupportChat) => setState((current) => withChat(current, chat)), []);

  const reload = useCallback(() => fetchChat().then(apply, () => setState((current) => (current.status === "ready" ? current : { ...current, status: "failed" }))), [apply]);

  useEffect(() => {
    void reload();
    const onVisible = () => document.visibilityState === "visible" && void reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);

  // Nobody online and nothing open: look again now and then, so the chat appears when someone comes.
  const waiting = state.status === "ready" && !state.online && !state.conversation;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), onlineCheckEveryMs);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  useEffect(() => {
    lastSeq.current = state.messages.at(-1)?.seq ?? 0;
  }, [state.messages]);

  const conversationId = state.conversation?.id;
  useEffect(() => {
    if (!conversationId) return;
    const stop = new AbortController();
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    void followEvents(chatEventsPath, {
      signal: stop.signal,
      // Resume after the last message this browser holds (the first connection too: the chat's reply brought the rest).
      headers: (): Record<string, string> => (lastSeq.current ? { "last-event-id": String(lastSeq.current) } : {}),
      onLive: (live) => setState((current) => ({ ...current, live })),
      onEnd: (status) => {
        // The conversation is no longer open (closed by the team): read the chat again, stop.
        if (status === 404) void reload();
        return status !== 404;
      },
      onEvent: ({ event, data }) => {
        if (event === "message") setState((current) => ({ ...current, messages: mergeMessages(current.messages, [data as SupportMessage]), teamTyping: (data as SupportMessage).author === "team" ? false : current.teamTyping }));
        else if (event === "typing") {
          clearTimeout(typingTimer);
          setState((current) => ({ ...current, teamTyping: true }));
          typingTimer = setTimeout(() => setState((current) => ({ ...current, teamTyping: false })), typingShowsMs);
        } else if (event === "read") {
          const { team_read_seq } = data as { team_read_seq: number };
          setState((current) => (current.conversation ? { ...current, conversation: { ...current.conversation, team_read_seq } } : current));
        } else if (event === "conversation") void reload();
      },
    });
    return () => {
      stop.abort();
      clearTimeout(typingTimer);
    };
  }, [conversationId, reload]);

  // What the team wrote is read once it is shown in a visible page.
  const lastTeamSeq = state.messages.findLast((message) => message.author === "team")?.seq ?? 0;
  useEffect(() => {
    if (lastTeamSeq > reportedRead.current && document.visibilityState === "visible") {
      reportedRead.current = lastTeamSeq;
      void sendRead(lastTeamSeq);
    }
  }, [lastTeamSeq]);

  /** Sends a message; fails with the API's words (nobody online, too long). */
  const send = useCallback(
    async (input: VisitorMessageInput) => {
      try {
        const conversation = await sendChatMessage(input);
        setState((current) => ({ ...current, closed: false }));
        apply({ online: true, signed_in: state.signedIn, conversation });
      } catch (error) {
        // Nobody is online any more: the view offers a ticket.
        if (error instanceof ApiRequestError && error.status === 409) setState((current) => ({ ...current, online: false }));
        throw error;
      }
    },
    [apply, state.signedIn],
  );

  const typing = useCallback(() => {
    if (!conversationId || Date.now() - lastTyping.current < typingEveryMs) return;
    lastTyping.current = Date.now();
    void sendTyping();
  }, [conversationId]);

  return { state, send, typing, reload };
}
