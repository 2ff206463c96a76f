import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { mergeMessages } from "./merge-messages";
import {
  conversationResponse,
  conversationWithMessagesResponse,
  type supportEventData,
  type ConversationStatus,
  type patchConversationBody,
  type SupportConversation,
  type SupportConversationWithMessages,
  type SupportMessage,
} from "./support.validation";

// The client data layer of live support's admin side: the inbox at /admin/support.

export type SupportConversationDto = SupportConversation;
export type SupportConversationWithMessagesDto = SupportConversationWithMessages;
export type SupportMessageDto = SupportMessage;
export type ConversationChange = z.input<typeof patchConversationBody>;

export const supportKeys = {
  all: ["support"] as const,
  lists: ["support", "conversations"] as const,
  list: (status: ConversationStatus) => ["support", "conversations", status] as const,
  conversation: (id: string) => ["support", "conversation", id] as const,
};

/** The inbox's event stream: while it is open, its admin is online for visitors. */
export const inboxEventsPath = "/api/support/conversations/events";

const conversationPath = (id: string) => `/api/support/conversations/${encodeURIComponent(id)}`;

// GET /api/support/conversations?status= - the open (or closed) ones, the latest first
export const fetchConversations = (status: ConversationStatus) => apiRequest(`/api/support/conversations?status=${status}`, { reply: z.array(conversationResponse) });
// GET /api/support/conversations/{id} - with its messages
export const fetchConversation = (id: string) => apiRequest(conversationPath(id), { reply: conversationWithMessagesResponse });
// PATCH /api/support/conversations/{id} - assign (null: to nobody), close or open again
export const updateConversation = ({ id, ...change }: ConversationChange & { id: string }) =>
  apiRequest(conversationPath(id), { method: "PATCH", json: change, reply: conversationWithMessagesResponse });
// POST /api/support/conversations/{id}/messages - answer (assigns the sender if nobody had it)
export const sendTeamMessage = ({ id, body }: { id: string; body: string }) =>
  apiRequest(`${conversationPath(id)}/messages`, { method: "POST", json: { body }, reply: conversationWithMessagesResponse });
// POST /api/support/conversations/{id}/read - the team has read up to seq (204)
export const markConversationRead = ({ id, seq }: { id: string; seq: number }) => apiRequest<null>(`${conversationPath(id)}/read`, { method: "POST", json: { seq } });
// POST /api/support/conversations/{id}/typing - the visitor sees "typing" for a few seconds (204)
export const sendTyping = (id: string) => apiRequest<null>(`${conversationPath(id)}/typing`, { method: "POST" });

export const conversationsQuery = (status: ConversationStatus) => queryOptions({ queryKey: supportKeys.list(status), queryFn: () => fetchConversations(status) });
export const conversationQuery = (id: string) => queryOptions({ queryKey: supportKeys.conversation(id), queryFn: () => fetchConversation(id) });

const invalidateLists = (client: QueryClient) => void client.invalidateQueries({ queryKey: supportKeys.lists });

/** A streamed message joins its cached conversation (if that one was read); the lists are read again. */
export function receiveMessage(client: QueryClient, message: SupportMessage) {
  client.setQueryData<SupportConversationWithMessages>(supportKeys.conversation(message.conversation_id), (cached) => {
    if (!cached) return cached;
    const messages = mergeMessages(cached.messages, [message]);
    return { ...cached, messages, last_message: messages.at(-1) ?? null };
  });
  invalidateLists(client);
}

/** Read positions moved (the visitor saw the answer, or another admin read it): "Seen" and the unread counts follow. */
export function receiveReadPositions(client: QueryClient, { conversation_id, visitor_read_seq, team_read_seq }: z.output<typeof supportEventData.read>) {
  const moved = <T extends SupportConversation>(conversation: T): T => (conversation.id === conversation_id ? { ...conversation, visitor_read_seq, team_read_seq } : conversation);
  client.setQueryData<SupportConversationWithMessages>(supportKeys.conversation(conversation_id), (cached) => cached && moved(cached));
  client.setQueriesData<SupportConversation[]>({ queryKey: supportKeys.lists }, (list) => list?.map(moved));
  invalidateLists(client);
}

/** Something about a conversation changed (status, assignment, a new one): read it and the lists again. */
export function conversationChanged(client: QueryClient, id: string) {
  void client.invalidateQueries({ queryKey: supportKeys.conversation(id) });
  invalidateLists(client);
}

/** The answer is the conversation as it now is: it becomes the cached one, merged with what the stream brought meanwhile. */
const keepConversation = (client: QueryClient) => (saved: SupportConversationWithMessages) => {
  client.setQueryData<SupportConversationWithMessages>(supportKeys.conversation(saved.id), (cached) => ({ ...saved, messages: mergeMessages(cached?.messages ?? [], saved.messages) }));
  invalidateLists(client);
};

export const useConversations = (status: ConversationStatus) => useQuery(conversationsQuery(status));
export const useConversation = (id: string) => useQuery(conversationQuery(id));
export const useUpdateConversation = () => useMutation({ mutationFn: updateConversation, onSuccess: keepConversation(useQueryClient()) });
export const useSendTeamMessage = () => useMutation({ mutationFn: sendTeamMessage, onSuccess: keepConversation(useQueryClient()) });
/** Fire and forget: a lost "typing" is harmless, the next keystroke tells again. */
export const useTellTyping = () => useMutation({ mutationFn: sendTyping });

/** Marks read; the list's unread badge goes at once, and the lists are read again for the server's count. */
export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_, { id, seq }) => {
      client.setQueryData<SupportConversationWithMessages>(supportKeys.conversation(id), (cached) => cached && { ...cached, team_read_seq: Math.max(cached.team_read_seq, seq), unread: 0 });
      client.setQueriesData<SupportConversation[]>({ queryKey: supportKeys.lists }, (list) => list?.map((entry) => (entry.id === id ? { ...entry, unread: 0 } : entry)));
      invalidateLists(client);
    },
  });
}
