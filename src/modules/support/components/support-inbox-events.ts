"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { followEvents } from "@/lib/event-stream";
import { supportEventData } from "../support.validation";
import { conversationChanged, inboxEventsPath, receiveMessage, receiveReadPositions, supportKeys } from "../support.queries";

/** How long "Visitor is typing…" stays after the visitor's last keystroke was told (the widget tells every few seconds). */
export const typingShownMs = 5_000;

const without = (typing: Record<string, number>, id: string) => Object.fromEntries(Object.entries(typing).filter(([key]) => key !== id));

/**
 * Follows the inbox's event stream for as long as the inbox is open: that open stream is what
 * makes this admin online for visitors. Returns whether it is live now and who is typing where.
 */
export function useInboxEvents() {
  const client = useQueryClient();
  // null until the first connection settles
  const [live, setLive] = useState<boolean | null>(null);
  // conversation id -> until when its visitor counts as typing (ms since the epoch)
  const [typingUntil, setTypingUntil] = useState<Record<string, number>>({});

  useEffect(() => {
    const stop = new AbortController();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const visitorTyping = (id: string) => {
      const until = Date.now() + typingShownMs;
      setTypingUntil((current) => ({ ...current, [id]: until }));
      const timer = setTimeout(() => {
        timers.delete(timer);
        // A later keystroke moved the deadline: that one's timer clears it.
        setTypingUntil((current) => ((current[id] ?? 0) > Date.now() ? current : without(current, id)));
      }, typingShownMs);
      timers.add(timer);
    };
    void followEvents(inboxEventsPath, {
      signal: stop.signal,
      onLive: setLive,
      onEvent: ({ event, data }) => {
        switch (event) {
          case "ready":
            // First connection or a reconnection: whatever happened meanwhile is in the lists.
            void client.invalidateQueries({ queryKey: supportKeys.all });
            return;
          case "message": {
            const parsed = supportEventData.message.safeParse(data);
            if (!parsed.success) return;
            receiveMessage(client, parsed.data);
            // A message ends its author's typing.
            if (parsed.data.author === "visitor") setTypingUntil((current) => without(current, parsed.data.conversation_id));
            return;
          }
          case "typing": {
            const parsed = supportEventData.typing.safeParse(data);
            if (parsed.success && parsed.data.author === "visitor") visitorTyping(parsed.data.conversation_id);
            return;
          }
          case "read": {
            const parsed = supportEventData.read.safeParse(data);
            if (parsed.success) receiveReadPositions(client, parsed.data);
            return;
          }
          case "conversation": {
            const parsed = supportEventData.conversation.safeParse(data);
            if (parsed.success) conversationChanged(client, parsed.data.conversation_id);
            return;
          }
        }
      },
    });
    return () => {
      stop.abort();
      timers.forEach(clearTimeout);
    };
  }, [client]);

  const isVisitorTyping = useCallback((id: string) => id in typingUntil, [typingUntil]);
  return { live, isVisitorTyping };
}
