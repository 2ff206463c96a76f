import { apiRequest } from "@/lib/api-client";
import type { SupportChat, SupportConversationWithMessages, VisitorMessageInput } from "./support.validation";

// The visitor's calls to live support (the help widget's; the admins' are in support.queries.ts).
// Typed by the API's schemas but not parsed with them: the widget is a public chunk and stays free
// of zod (decision 028). Who the visitor is, the server knows from the session or its HttpOnly cookie.

export type { SupportChat, SupportConversationWithMessages, SupportMessage } from "./support.validation";

/** `GET /api/support/chat`: whether anyone is online, and the visitor's open conversation. */
export const fetchChat = () => apiRequest<SupportChat>("/api/support/chat");

/** `POST /api/support/chat/messages`: the first one starts the conversation (409 with the ticket hint when nobody is online). */
export const sendChatMessage = (input: VisitorMessageInput) => apiRequest<SupportConversationWithMessages>("/api/support/chat/messages", { json: input });

/** `POST /api/support/chat/typing` */
export const sendTyping = () => apiRequest<null>("/api/support/chat/typing", { method: "POST" }).catch(() => null);

/** `POST /api/support/chat/read`: the team's messages up to `seq` have been seen. */
export const sendRead = (seq: number) => apiRequest<null>("/api/support/chat/read", { json: { seq } }).catch(() => null);

/** `GET /api/support/chat/events`: the conversation's events, resumed after the last message's seq on reconnection. */
export const chatEventsPath = "/api/support/chat/events";

/** `POST /api/tickets`: a signed-in visitor writes when nobody is online; the answer comes by e-mail. */
export const openTicket = (subject: string, body: string) => apiRequest<{ id: string }>("/api/tickets", { json: { subject, body } });
