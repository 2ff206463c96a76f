import { createRoute, z } from "@hono/zod-openapi";
import { env } from "@/env";
import type { Context } from "hono";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireAdmin, requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonBody, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { guestKeyHeader } from "./meeting-protocol";
import { clientAddressOf, limitAttempts } from "@/server/http/rate-limit";
import {
  book,
  bookingFor,
  bookingView,
  cancelBooking,
  confirmBooking,
  createMeetingType,
  holdMinutes,
  deleteMeetingType,
  enterWaitingRoom,
  launchVideo,
  leaveWaitingRoom,
  listBookableTypes,
  listBookings,
  listFreeSlots,
  listMeetingTypes,
  listRescheduleTimes,
  reschedule,
  setStatus,
  updateMeetingType,
  type BookingCaller,
} from "./meetings.service";
import {
  bookedResponse,
  bookingBody,
  bookingIdBody,
  bookingResponse,
  bookingStatusBody,
  bookingsQuery,
  launchVideoBody,
  launchVideoResponse,
  meetingMessages,
  meetingTypeBody,
  meetingTypeResponse,
  patchMeetingTypeBody,
  publicMeetingTypeResponse,
  rescheduleBody,
  slotsQuery,
  slotsResponse,
} from "./meetings.validation";
import { rowIdParam } from "@/lib/fields";

export const meetingsRoutes = createRouter<TenantEnv>();

const tags = ["Meetings"];
const meetingType = named(meetingTypeResponse, "MeetingType");
const booking = named(bookingResponse, "Booking");
const typeId = rowIdParam(meetingMessages.typeNotFound);
const bookingId = rowIdParam(meetingMessages.bookingNotFound);

const guestKeyDescription = `The guest's key from their link, in the \`${guestKeyHeader}\` header; without it (or a host's or admin's session) the booking is "not found".`;

/** How many bookings one e-mail address may make in a day: enough for anyone, too few to mail-bomb with. */
export const maxBookingsPerAddress = 5;
/** How many bookings one client (its network address) may make in a day, whatever e-mail addresses it gives: a calendar is not filled from one place. */
export const maxBookingsPerClient = 5;

export async function callerOf(c: Context<TenantEnv>): Promise<BookingCaller> {
  const member = await memberOf(c);
  return { guestKey: c.req.header(guestKeyHeader) || undefined, member: member ? { userId: member.user.id, isAdmin: member.profile.role === "admin" } : undefined };
}

/** The signed-in member on the host side: an admin sees the organization's bookings, any other member the ones they host. */
export async function hostSideOf(c: Context<TenantEnv>) {
  const user = await userOf(c);
  return { userId: user.id, isAdmin: (await memberOf(c))?.profile.role === "admin" };
}

const origin = (c: Context) => new URL(c.req.url).origin;

// ------------------------------------------------------------ meeting types (Global Settings' meeting-types tab)

meetingsRoutes.openapi(
  createRoute({ method: "get", path: "/meeting-types", tags, summary: "Every meeting type, active or not", ...access.admin, middleware: [requireAdmin] as const, responses: { 200: jsonContent(z.array(meetingType), "The types in order"), ...errorResponses(401, 403) } }),
  async (c) => c.json(toJson(await listMeetingTypes(c.get("organization").id)), 200),
);

meetingsRoutes.openapi(
  createRoute({ method: "post", path: "/meeting-types", tags, summary: "Create a meeting type", ...access.admin, middleware: [requireAdmin] as const, request: jsonBody(meetingTypeBody), responses: { 201: jsonContent(meetingType, "The created type"), ...errorResponses(400, 401, 403) } }),
  async (c) => c.json(toJson(await createMeetingType(c.get("organization").id, c.req.valid("json"))), 201),
);

meetingsRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/meeting-types/{id}",
    tags,
    summary: "Update the fields sent of a meeting type; with `version`, only if nobody saved it since",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: typeId, ...jsonBody(patchMeetingTypeBody) },
    responses: { 200: jsonContent(meetingType, "The saved type"), ...errorResponses(400, 401, 403, 404), ...versionConflictResponse(meetingType) },
  }),
  async (c) => {
    const { version, ...input } = c.req.valid("json");
    return c.json(toJson(await updateMeetingType(c.get("organization").id, c.req.valid("param").id, input, version)), 200);
  },
);

meetingsRoutes.openapi(
  createRoute({ method: "delete", path: "/meeting-types/{id}", tags, summary: "Delete a meeting type (its bookings stay)", ...access.admin, middleware: [requireAdmin] as const, request: { params: typeId }, responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) } }),
  async (c) => {
    await deleteMeetingType(c.get("organization").id, c.req.valid("param").id);
    return c.body(null, 204);
  },
);

// ------------------------------------------------------------ booking (visitors)

meetingsRoutes.openapi(
  createRoute({ method: "get", path: "/meetings/types", tags, summary: "The meeting types visitors can book", ...access.public, responses: { 200: jsonContent(z.array(named(publicMeetingTypeResponse, "BookableMeetingType")), "Active types in order") } }),
  async (c) => c.json((await listBookableTypes(c.get("organization").id)).map(({ id, name, description, duration_minutes, name_translation, description_translation }) => ({ id, name, description, duration_minutes, name_translation, description_translation })), 200),
);

meetingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/meetings/types/{id}/slots",
    tags,
    summary: "Free start times of a meeting type, for `days` days from the date `from` in the type's zone",
    ...access.public,
    request: { params: typeId, query: slotsQuery },
    responses: { 200: jsonContent(named(slotsResponse, "FreeSlots"), "Instants in UTC, soonest first"), ...errorResponses(400, 404) },
  }),
  async (c) => {
    const { from, days } = c.req.valid("query");
    return c.json(await listFreeSlots(c.get("organization").id, c.req.valid("param").id, from, days), 200);
  },
);

meetingsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/meetings/bookings",
    tags,
    summary: "Book a free time: a visitor's booking holds it while its guest confirms from their e-mail; an admin's is confirmed at once",
    description: `A visitor's booking (status \`scheduled\`) holds its time for ${holdMinutes} minutes (\`hold_until\`); the guest's e-mail has the link that confirms it, after which the guest and the host get the calendar invite. An admin's booking is confirmed at once, and its answer carries the guest's links. A visitor makes at most ${maxBookingsPerAddress} bookings per e-mail address and ${maxBookingsPerClient} per client a day (429 with Retry-After). A time taken meanwhile answers 409.`,
    ...access.public,
    request: jsonBody(bookingBody),
    responses: { 201: jsonContent(named(bookedResponse, "Booked"), "The booking (and, booked by an admin, the guest's links)"), ...errorResponses(400, 404, 409, 429) },
  }),
  async (c) => {
    const organization = c.get("organization");
    const input = c.req.valid("json");
    // The team books for its clients as often as it needs; visitors are counted.
    const byTeam = (await memberOf(c))?.profile.role === "admin";
    if (!byTeam) {
      await limitAttempts(c, `booking:${organization.id}:${input.customer_email.toLowerCase()}`, maxBookingsPerAddress, 24 * 60 * 60);
      // Browser journeys and the meeting bench book many times from one address, with the per-client limits off.
      if (env().AUTH_RATE_LIMIT !== "off") await limitAttempts(c, `booking-client:${organization.id}:${clientAddressOf(c)}`, maxBookingsPerClient, 24 * 60 * 60);
    }
    const { booking: made, ...links } = await book(organization, input, origin(c), { byTeam });
    return c.json({ booking: bookingView(made), ...links }, 201);
  },
);

// ------------------------------------------------------------ a booking's life (spec 000 §7 and ours)

meetingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/meetings/bookings",
    tags,
    summary: "Bookings between two instants (default: today and tomorrow), and every booking whose guest is waiting whatever its day, for the meetings page: an admin's are the organization's, another member's the ones they host",
    ...access.user,
    middleware: [requireUser] as const,
    request: { query: bookingsQuery },
    responses: { 200: jsonContent(z.array(booking), "Soonest first"), ...errorResponses(400, 401, 404) },
  }),
  async (c) => {
    return c.json((await listBookings(c.get("organization").id, await hostSideOf(c), c.req.valid("query"))).map(bookingView), 200);
  },
);

meetingsRoutes.openapi(
  createRoute({ method: "get", path: "/meetings/bookings/{id}", tags, summary: "A booking, for its guest, its host or an admin", description: guestKeyDescription, ...access.public, request: { params: bookingId }, responses: { 200: jsonContent(booking, "The booking"), ...errorResponses(404) } }),
  async (c) => c.json(bookingView(await bookingFor(c.get("organization").id, c.req.valid("param").id, await callerOf(c))), 200),
);

meetingsRoutes.openapi(
  createRoute({
    method: "put",
    path: "/meetings/bookings/{id}",
    tags,
    summary: "Change a booking's status: the host or an admin admits (in_progress), sends back to the lobby (waiting), turns away (confirmed), ends or cancels (with a `reason` the guest's e-mail gives); a guest in the call may end it (completed)",
    description: guestKeyDescription,
    ...access.public,
    request: { params: bookingId, ...jsonBody(bookingStatusBody) },
    responses: { 200: jsonContent(booking, "The booking as it is now"), ...errorResponses(400, 404, 409) },
  }),
  async (c) => {
    const { status, reason } = c.req.valid("json");
    return c.json(bookingView(await setStatus(c.get("organization"), c.req.valid("param").id, status, await callerOf(c), origin(c), reason || undefined)), 200);
  },
);

meetingsRoutes.openapi(
  createRoute({ method: "post", path: "/meetings/bookings/{id}/join", tags, summary: "The guest arrives: the booking waits for the host to admit them", description: guestKeyDescription, ...access.public, request: { params: bookingId }, responses: { 200: jsonContent(booking, "The booking, waiting (or as it is, once admitted, completed or cancelled)"), ...errorResponses(404, 409) } }),
  async (c) => c.json(bookingView(await enterWaitingRoom(c.get("organization"), c.req.valid("param").id, c.req.header(guestKeyHeader), origin(c))), 200),
);

meetingsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/meetings/bookings/{id}/confirm",
    tags,
    summary: "The guest confirms their booking from the e-mail's link: it holds its time, and the guest and the host get the calendar invite",
    description: `${guestKeyDescription} A booking that needs no confirmation answers as it is; one whose hold lapsed and whose time someone else booked answers 409.`,
    ...access.public,
    request: { params: bookingId },
    responses: { 200: jsonContent(booking, "The confirmed booking"), ...errorResponses(404, 409) },
  }),
  async (c) => c.json(bookingView(await confirmBooking(c.get("organization"), c.req.valid("param").id, c.req.header(guestKeyHeader), origin(c))), 200),
);

meetingsRoutes.openapi(
  createRoute({ method: "post", path: "/meetings/bookings/{id}/cancel", tags, summary: "Cancel a booking (its guest, its host or an admin); both get the cancellation by e-mail", description: guestKeyDescription, ...access.public, request: { params: bookingId }, responses: { 200: jsonContent(booking, "The cancelled booking"), ...errorResponses(404, 409) } }),
  async (c) => c.json(bookingView(await cancelBooking(c.get("organization"), c.req.valid("param").id, await callerOf(c), origin(c))), 200),
);

meetingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/meetings/bookings/{id}/free-times",
    tags,
    summary: "The free times a confirmed booking can move to (its host's, its own time counted free), for `days` days from the date `from` in its type's zone",
    description: `${guestKeyDescription} A booking that is not confirmed (waiting for its guest's confirmation, in its meeting, over or cancelled) answers 409.`,
    ...access.public,
    request: { params: bookingId, query: slotsQuery },
    responses: { 200: jsonContent(named(slotsResponse, "FreeSlots"), "Instants in UTC, soonest first"), ...errorResponses(400, 404, 409) },
  }),
  async (c) => {
    const { from, days } = c.req.valid("query");
    return c.json(await listRescheduleTimes(c.get("organization").id, c.req.valid("param").id, await callerOf(c), from, days), 200);
  },
);

meetingsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/meetings/bookings/{id}/reschedule",
    tags,
    summary: "Move a confirmed booking to another free time of its host (its guest, its host or an admin): the same booking, and both sides get the updated invite (same UID, higher SEQUENCE) with an optional `reason`",
    description: `${guestKeyDescription} Moved by the host side, the guest's e-mail carries new links (their key changes). A time no longer free answers 409, as does a booking that is not confirmed.`,
    ...access.public,
    request: { params: bookingId, ...jsonBody(rescheduleBody) },
    responses: { 200: jsonContent(booking, "The booking at its new time"), ...errorResponses(400, 404, 409) },
  }),
  async (c) => c.json(bookingView(await reschedule(c.get("organization"), c.req.valid("param").id, c.req.valid("json"), await callerOf(c), origin(c))), 200),
);

meetingsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/meetings/waiting-room/leave",
    tags,
    summary: "The guest leaves the waiting room: the booking is confirmed again (a completed or cancelled one answers as it is)",
    description: guestKeyDescription,
    ...access.public,
    request: jsonBody(bookingIdBody),
    responses: { 200: jsonContent(booking, "The booking as it is now"), ...errorResponses(400, 404, 409) },
  }),
  async (c) => c.json(bookingView(await leaveWaitingRoom(c.get("organization").id, c.req.valid("json").booking_id, c.req.header(guestKeyHeader))), 200),
);

meetingsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/meetings/launch-video",
    tags,
    summary: "A short-lived room token for the booking's call: the host side any time the meeting is not over, the guest only once admitted",
    description: `${guestKeyDescription} The token comes in this body only (never in a URL); it opens this booking's room for one hour and is asked for again after 50 minutes.`,
    ...access.public,
    request: jsonBody(launchVideoBody),
    responses: { 200: jsonContent(named(launchVideoResponse, "RoomToken"), "The token and the room's name"), ...errorResponses(400, 404, 409) },
  }),
  async (c) => {
    const { booking_id, update_status } = c.req.valid("json");
    c.header("cache-control", "no-store");
    return c.json(await launchVideo(c.get("organization").id, booking_id, await callerOf(c), update_status), 200);
  },
);
