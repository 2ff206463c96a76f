import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { ticketResponse, ticketWithMessagesResponse, type createTicketBody, type patchTicketBody } from "./tickets.validation";

// The client data layer for tickets: Contact and /account/profile/tickets (users), the Tickets modal (admins).

export type TicketDto = z.infer<typeof ticketResponse>;
export type TicketWithMessagesDto = z.infer<typeof ticketWithMessagesResponse>;
export type TicketStatusDto = TicketDto["status"];
export type NewTicketFields = z.input<typeof createTicketBody>;

export const ticketKeys = {
  all: ["tickets"] as const,
  mine: ["tickets", "mine"] as const,
  inbox: (status?: TicketStatusDto) => ["tickets", "inbox", status ?? "all"] as const,
  thread: (id: string) => ["tickets", "thread", id] as const,
};

// GET /api/tickets - the caller's own, the latest message first
export const fetchMyTickets = () => apiRequest("/api/tickets", { reply: z.array(ticketResponse) });
// GET /api/tickets/inbox?status= - every ticket (admins)
export const fetchInbox = (status?: TicketStatusDto) => apiRequest(`/api/tickets/inbox${status ? `?status=${status}` : ""}`, { reply: z.array(ticketResponse) });
// GET /api/tickets/{id} - with its messages
export const fetchTicket = (id: string) => apiRequest(`/api/tickets/${encodeURIComponent(id)}`, { reply: ticketWithMessagesResponse });
// POST /api/tickets - Contact
export const createTicket = (fields: NewTicketFields) => apiRequest("/api/tickets", { method: "POST", json: fields, reply: ticketWithMessagesResponse });
// POST /api/tickets/{id}/replies
export const replyToTicket = ({ id, body }: { id: string; body: string }) =>
  apiRequest(`/api/tickets/${encodeURIComponent(id)}/replies`, { method: "POST", json: { body }, reply: ticketWithMessagesResponse });
// PATCH /api/tickets/{id} - close or open again; a stale version fails with ConflictError<TicketWithMessagesDto>
export const setTicketStatus = ({ id, ...fields }: z.input<typeof patchTicketBody> & { id: string }) =>
  apiRequest(`/api/tickets/${encodeURIComponent(id)}`, { method: "PATCH", json: fields, reply: ticketWithMessagesResponse, current: ticketWithMessagesResponse });

export const myTicketsQuery = () => queryOptions({ queryKey: ticketKeys.mine, queryFn: fetchMyTickets });
export const inboxQuery = (status?: TicketStatusDto) => queryOptions({ queryKey: ticketKeys.inbox(status), queryFn: () => fetchInbox(status) });
export const ticketQuery = (id: string) => queryOptions({ queryKey: ticketKeys.thread(id), queryFn: () => fetchTicket(id) });

/** The answer is the thread as it now is: it becomes the cached thread, and the lists (status, order) are read again. */
const keepThread = (client: QueryClient) => (saved: TicketWithMessagesDto) => {
  client.setQueryData(ticketKeys.thread(saved.id), saved);
  void client.invalidateQueries({ queryKey: ticketKeys.mine });
  void client.invalidateQueries({ queryKey: ["tickets", "inbox"] });
};

export const useMyTickets = () => useQuery(myTicketsQuery());
export const useInbox = (status?: TicketStatusDto) => useQuery(inboxQuery(status));
export const useTicket = (id: string) => useQuery(ticketQuery(id));
export const useReplyToTicket = () => useMutation({ mutationFn: replyToTicket, onSuccess: keepThread(useQueryClient()) });
export const useSetTicketStatus = () => useMutation({ mutationFn: setTicketStatus, onSuccess: keepThread(useQueryClient()) });
