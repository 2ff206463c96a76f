import { keepPreviousData, mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { bookingResponse, launchVideoResponse, meetingTypeResponse, patchMeetingTypeBody, type meetingTypeBody } from "./meetings.validation";

// The admin side's client data layer for meetings (Global Settings' meeting-types tab, /admin/meetings).

export type MeetingTypeDto = z.infer<typeof meetingTypeResponse>;
export type MeetingTypeFields = z.input<typeof meetingTypeBody>;
export type BookingDto = z.infer<typeof bookingResponse>;

export const meetingKeys = {
  types: ["meeting-types"] as const,
  bookings: ["meeting-bookings"] as const,
};

// GET /api/meeting-types
export const fetchMeetingTypes = () => apiRequest("/api/meeting-types", { reply: z.array(meetingTypeResponse) });
// POST /api/meeting-types
export const createMeetingType = (fields: MeetingTypeFields) => apiRequest("/api/meeting-types", { method: "POST", json: fields, reply: meetingTypeResponse });
// PATCH /api/meeting-types/{id} - a stale version fails with ConflictError<MeetingTypeDto>
export const saveMeetingType = ({ id, ...fields }: z.input<typeof patchMeetingTypeBody> & { id: string }) =>
  apiRequest(`/api/meeting-types/${encodeURIComponent(id)}`, { method: "PATCH", json: fields, reply: meetingTypeResponse, current: meetingTypeResponse });
// DELETE /api/meeting-types/{id}
export const deleteMeetingType = (id: string) => apiRequest<null>(`/api/meeting-types/${encodeURIComponent(id)}`, { method: "DELETE" });
/** How many days the meetings page lists, from the start of the host's today: their choice. */
export const upcomingDays = [2, 7, 30] as const;
export type UpcomingDays = (typeof upcomingDays)[number];

// GET /api/meetings/bookings - the next `days` days in the host's zone (and every guest waiting)
export const fetchBookings = (days: UpcomingDays) => {
  const from = new Date();
  from.setHours(0, 0, 0, 0);
  const to = new Date(from);
  to.setDate(to.getDate() + days);
  return apiRequest(`/api/meetings/bookings?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() })}`, { reply: z.array(bookingResponse) });
};
// PUT /api/meetings/bookings/{id} - admit, back to the lobby, turn away, end
export const setBookingStatus = ({ id, status, reason }: { id: string; status: BookingDto["status"]; reason?: string }) =>
  apiRequest(`/api/meetings/bookings/${encodeURIComponent(id)}`, { method: "PUT", json: reason ? { status, reason } : { status }, reply: bookingResponse });

// POST /api/meetings/launch-video - the host side's room token
/** The host side's room access; with `admit`, a waiting guest is let in by the same request (one write, no second round trip). */
export const launchVideo = (bookingId: string, admit = false) => apiRequest("/api/meetings/launch-video", { method: "POST", json: { booking_id: bookingId, update_status: admit }, reply: launchVideoResponse });

export const meetingTypesQuery = () => queryOptions({ queryKey: meetingKeys.types, queryFn: fetchMeetingTypes });
/**
 * Refetched whenever /api/meetings/events says a booking changed; polled every 3 s (spec 000 §9's
 * waiting-room poll) while that push is down, so a knocking guest always shows up.
 */
export const bookingsListQuery = (pushed: boolean, days: UpcomingDays) =>
  queryOptions({ queryKey: [...meetingKeys.bookings, days], queryFn: () => fetchBookings(days), refetchInterval: pushed ? false : 3_000, staleTime: 0, placeholderData: keepPreviousData });

const refreshTypes = (client: QueryClient) => () => void client.invalidateQueries({ queryKey: meetingKeys.types });

export const useMeetingTypes = () => useQuery(meetingTypesQuery());
export const useCreateMeetingType = () => useMutation(mutationOptions({ mutationFn: createMeetingType, onSuccess: refreshTypes(useQueryClient()) }));
export const useSaveMeetingType = () => useMutation(mutationOptions({ mutationFn: saveMeetingType, onSuccess: refreshTypes(useQueryClient()) }));
export const useDeleteMeetingType = () => useMutation(mutationOptions({ mutationFn: deleteMeetingType, onSuccess: refreshTypes(useQueryClient()) }));
export const useBookings = (pushed: boolean, days: UpcomingDays) => useQuery(bookingsListQuery(pushed, days));
/** The answer is the booking as it now is: it replaces the list's copy (the pushed change refetches the rest). */
export function useSetBookingStatus() {
  const client = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: setBookingStatus,
      onSuccess: (saved) => client.setQueriesData<BookingDto[]>({ queryKey: meetingKeys.bookings }, (list) => list?.map((booking) => (booking.id === saved.id ? saved : booking))),
    }),
  );
}
