import type { EventStream } from "@/server/http/event-stream";
import { publishAfterCommit, realtimeBus } from "@/server/realtime/realtime";
import type { SupportEvent, SupportMessage } from "./support.validation";
import { log } from "@/server/log";

// What live support says on the realtime bus (decision 029): a conversation's channel is the
// visitor's stream, the organization's is its admins' inbox. Both carry the same events.

const conversationChannel = (conversationId: string) => `support-chat:${conversationId}`;
const inboxChannel = (organizationId: string) => `support-inbox:${organizationId}`;

/**
 * Tells the organization's inbox and the conversation's visitor (as the visitor sees it, when that
 * differs: no admin's e-mail address), once the open transaction commits.
 */
export function publishSupportEvent(organizationId: string, conversationId: string, event: SupportEvent, toVisitor: SupportEvent = event) {
  publishAfterCommit(inboxChannel(organizationId), event);
  publishAfterCommit(conversationChannel(conversationId), toVisitor);
}

/** Typing is never stored: it goes to the other side's stream only. */
export async function publishTyping(organizationId: string, conversationId: string, data: Extract<SupportEvent, { event: "typing" }>["data"]) {
  const bus = await realtimeBus();
  await bus.publish(data.author === "visitor" ? inboxChannel(organizationId) : conversationChannel(conversationId), { event: "typing", data } satisfies SupportEvent);
}

const sendEvent = (stream: EventStream, { event, data }: SupportEvent) => stream.send(event, data, event === "message" ? String(data.seq) : undefined);

/**
 * The visitor's stream: the messages after `afterSeq` from the database, then each event as it
 * happens. It listens before it reads, and sends each message once by its seq, so a message
 * written while it reads is neither lost nor doubled; the client resumes with the last seq it got.
 */
export async function streamConversation(stream: EventStream, conversationId: string, afterSeq: number, readAfter: (seq: number) => Promise<SupportMessage[]>) {
  const sent = new Set<number>();
  let backlogRead = false;
  const heldBack: SupportEvent[] = [];
  // One event at a time, in order.
  let sending = Promise.resolve();
  const deliver = (event: SupportEvent) => {
    if (event.event === "message") {
      if (sent.has(event.data.seq)) return;
      sent.add(event.data.seq);
    }
    sending = sending.then(() => sendEvent(stream, event));
  };
  const unsubscribe = (await realtimeBus()).subscribe(conversationChannel(conversationId), (message) => {
    const event = message as SupportEvent;
    if (backlogRead) deliver(event);
    else heldBack.push(event);
  });
  try {
    for (const message of await readAfter(afterSeq)) deliver({ event: "message", data: message });
    deliver({ event: "ready", data: {} });
    backlogRead = true;
    heldBack.splice(0).forEach(deliver);
    await stream.closed;
  } finally {
    unsubscribe();
  }
}

/** How often an open inbox tells that its admin is still there (online: seen within 45 s). */
export const presenceEveryMs = 20_000;

/**
 * The admins' inbox stream: `ready` (the client reads the lists then; on a reconnection too), then
 * every event of the organization's conversations. While it is open its admin is online.
 */
export async function streamInbox(stream: EventStream, organizationId: string, presence: { renew(): Promise<Date>; end(renewedAt: Date): Promise<void> }) {
  let renewedAt = await presence.renew();
  const renewal = setInterval(
    () =>
      void presence.renew().then(
        (at) => (renewedAt = at),
        (error: unknown) => log().error({ err: error }, "[support] presence was not renewed"),
      ),
    presenceEveryMs,
  );
  let sending = Promise.resolve();
  const unsubscribe = (await realtimeBus()).subscribe(inboxChannel(organizationId), (message) => {
    sending = sending.then(() => sendEvent(stream, message as SupportEvent));
  });
  try {
    await sendEvent(stream, { event: "ready", data: {} });
    await stream.closed;
  } finally {
    clearInterval(renewal);
    unsubscribe();
    await presence.end(renewedAt).catch(() => undefined);
  }
}
