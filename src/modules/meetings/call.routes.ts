import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { eventStream } from "@/server/http/event-stream";
import { AppError, notFound } from "@/server/http/errors";
import { requireUser } from "@/server/http/guards";
import { access, errorResponses, eventStreamContent, jsonBody } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { guestKeyHeader, roomTokenHeader } from "./meeting-protocol";
import { JanusError } from "./janus";
import { mediaServer, verifyMediaSession, type MediaServer } from "./media-server";
import { publishFeed, streamBookingChanges, streamOrganizationChanges, streamRoom, publishSignals } from "./meetings.realtime";
import { callerOf, hostSideOf } from "./meetings.routes";
import { bookingFor, bookingView, followGuestPresence, guestRoomAccess, isMeetingOver, mayBeInCall, roomFor } from "./meetings.service";
import { mediaBody, meetingMessages, roomEventsQuery, signalsBody, type MediaRequest } from "./meetings.validation";
import { rowIdParam } from "@/lib/fields";

// Pushed changes and the video call's signalling (decision 025): Server-Sent Events down, POST up.
// The browser reads the streams with fetch (EventSource cannot send the key's or the token's header).

export const callRoutes = createRouter<TenantEnv>();

const tags = ["Meetings"];
// A room is its booking's.
const idParam = rowIdParam(meetingMessages.bookingNotFound);
const roomTokenDescription = `The room token from launch-video, in the \`${roomTokenHeader}\` header; another booking's, an expired or a forged one finds nothing (404).`;

const roomOf = (c: Context<TenantEnv>, id: string) => roomFor(c.get("organization").id, id, c.req.header(roomTokenHeader));

callRoutes.openapi(
  createRoute({
    method: "get",
    path: "/meetings/bookings/{id}/events",
    tags,
    summary: "A booking's status changes as they happen (Server-Sent Events `booking`, the first one the booking as it is now); ends once the meeting is over",
    description: `The guest's key from their link in the \`${guestKeyHeader}\` header, or a host's or admin's session. To the guest, a booking in progress comes with \`room\`: their room token and ICE servers, as launch-video answers them.`,
    ...access.public,
    request: { params: idParam },
    responses: { 200: eventStreamContent("`booking` events"), ...errorResponses(404) },
  }),
  async (c) => {
    const caller = await callerOf(c);
    const booking = bookingView(await bookingFor(c.get("organization").id, c.req.valid("param").id, caller));
    // The key found the booking: the caller is its guest, unless a host's or admin's session did.
    const isGuest = !caller.member || (caller.member.userId !== booking.host_user_id && !caller.member.isAdmin);
    const withRoom = async (now: typeof booking) => (isGuest ? { room: await guestRoomAccess(now) } : null);
    return eventStream(c, async (stream) => {
      // The guest's open page is their presence in the waiting room.
      const ended = isGuest ? followGuestPresence(c.get("organization").id, booking.id) : () => {};
      try {
        await streamBookingChanges(stream, booking, isMeetingOver, withRoom);
      } finally {
        ended();
      }
    }) as never;
  },
);

callRoutes.openapi(
  createRoute({
    method: "get",
    path: "/meetings/events",
    tags,
    summary: "Changes of bookings as they happen (Server-Sent Events `change` with the booking's id, status and host), for the meetings page: an admin hears the organization's, another member the ones they host",
    ...access.user,
    middleware: [requireUser] as const,
    responses: { 200: eventStreamContent("`ready`, then `change` events"), ...errorResponses(401, 404) },
  }),
  async (c) => {
    const viewer = await hostSideOf(c);
    return eventStream(c, (stream) => streamOrganizationChanges(stream, c.get("organization").id, viewer.isAdmin ? undefined : viewer.userId)) as never;
  },
);

callRoutes.openapi(
  createRoute({
    method: "get",
    path: "/meetings/rooms/{id}/events",
    tags,
    summary: "Join a booking's call: `welcome`, then who joins and leaves (`presence`), the signals for this peer (`signal`) and the booking's changes (`booking`); ends when the call closes to the caller",
    description: roomTokenDescription,
    ...access.public,
    request: { params: idParam, query: roomEventsQuery },
    responses: { 200: eventStreamContent("The room's events"), ...errorResponses(400, 404, 409) },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const { booking, participant } = await roomOf(c, id);
    const { peer } = c.req.valid("query");
    return eventStream(c, (stream) => streamRoom(stream, { bookingId: booking.id, peer, participant, mayStay: (now) => mayBeInCall(participant, now) })) as never;
  },
);

callRoutes.openapi(
  createRoute({
    method: "post",
    path: "/meetings/rooms/{id}/signals",
    tags,
    summary: "Send signals (an offer or answer, ICE candidates, hello), in order, each to one peer of the call or to all",
    description: roomTokenDescription,
    ...access.public,
    request: { params: idParam, ...jsonBody(signalsBody) },
    responses: { 204: { description: "Sent" }, ...errorResponses(400, 404, 409) },
  }),
  async (c) => {
    const { booking, participant } = await roomOf(c, c.req.valid("param").id);
    const { from, signals } = c.req.valid("json");
    await publishSignals(booking.id, participant, from, signals);
    return c.body(null, 204);
  },
);

const sdp = z.object({ type: z.enum(["offer", "answer"]), sdp: z.string() });
const mediaReply = z.union([
  z.object({ answer: sdp, feed: z.number(), media: z.string(), feeds: z.array(z.object({ feed: z.number(), peer: z.string(), participant: z.string() })) }),
  z.object({ handle: z.number(), offer: sdp }),
]);

callRoutes.openapi(
  createRoute({
    method: "post",
    path: "/meetings/rooms/{id}/media",
    tags,
    summary:
      "With a media server (MEDIA_SERVER_URL): publish this peer's camera (`publish`: the server's answer, the peer's feed, its signed `media` session and the feeds already there), receive another's feed (`subscribe`: the server's offer; then `start` with the answer), keep the session (`keepalive`, every 25 s) or `leave`",
    description: `${roomTokenDescription} Without a media server: 404. Publishing tells the others in the room (\`feed\` events on its stream).`,
    ...access.public,
    request: { params: idParam, ...jsonBody(mediaBody) },
    responses: { 200: { content: { "application/json": { schema: mediaReply } }, description: "publish's or subscribe's answer" }, 204: { description: "Done" }, ...errorResponses(400, 404, 409) },
  }),
  async (c) => {
    const media = mediaServer();
    if (!media) throw notFound("This call has no media server");
    const { booking, participant } = await roomOf(c, c.req.valid("param").id);
    const step = c.req.valid("json");
    const answer = await mediaStep(media, booking.id, participant, step).catch((error: unknown) => {
      // Janus refused (a feed gone, a session that timed out): the browser starts that step over.
      if (error instanceof JanusError) throw new AppError({ code: "conflict", message: `The media server refused: ${error.message}` });
      throw error;
    });
    return (answer ? c.json(answer, 200) : c.body(null, 204)) as never;
  },
);

/** One step of a peer's media through the server; a session it did not get from publishing here finds nothing. The body's refinement guarantees each step's fields. */
async function mediaStep(media: MediaServer, bookingId: string, participant: string, step: MediaRequest) {
  if (step.action === "publish") {
    const published = await media.publish(bookingId, participant, step.peer!, step.offer!);
    await publishFeed(bookingId, { feed: published.feed, peer: step.peer!, participant });
    return published;
  }
  const session = verifyMediaSession(step.media!, bookingId, participant);
  if (!session) throw notFound("This media session is not yours");
  switch (step.action) {
    case "subscribe":
      return media.subscribe(session, step.feed!);
    case "start":
      await media.start(session, step.handle!, step.answer!);
      return null;
    case "keepalive":
      await media.keepAlive(session);
      return null;
    case "leave":
      await media.leave(session).catch(() => undefined);
      return null;
  }
}
