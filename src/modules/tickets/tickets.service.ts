import { emailTemplates, sendMail } from "@/modules/email/email.service";
import { getSettingsOrThrow } from "@/modules/organizations/organizations.service";
import { listMembers } from "@/modules/profiles/profiles.service";
import { transaction } from "@/server/db/client";
import { notFound, versionConflict } from "@/server/http/errors";
import * as repository from "./tickets.repository";
import type { TicketStatus } from "./tickets.schema";
import { ticketMessages } from "./tickets.validation";

// Tickets (issue 15): a signed-in user writes to the organization (Contact), its admins answer from
// the Tickets modal, and each reply goes to the other side by e-mail. Plain text only: React renders
// it as text and the e-mail templates escape it. A ticket is its user's and the admins'; to anyone
// else, as to another organization, it does not exist.

/** Who looks at tickets: a member of the organization, an admin or not. */
export interface TicketViewer {
  userId: string;
  isAdmin: boolean;
}

type Member = Awaited<ReturnType<typeof listMembers>>[number];
const nameOf = (member: Member | undefined) => member?.full_name || member?.username || member?.email || "Someone";

async function membersById(organizationId: string) {
  return new Map((await listMembers(organizationId)).map((member) => [member.user_id, member]));
}

function ticketView(ticket: repository.Ticket, members: Map<string, Member>) {
  const user = members.get(ticket.user_id);
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    user: { id: ticket.user_id, name: nameOf(user), email: user?.email ?? "" },
    created_at: ticket.created_at.toISOString(),
    last_message_at: ticket.last_message_at.toISOString(),
    version: ticket.version,
  };
}

/** The viewer's own tickets; an admin asking for the inbox gets everyone's. */
export async function listTickets(organizationId: string, viewer: TicketViewer, { inbox = false, status }: { inbox?: boolean; status?: TicketStatus } = {}) {
  const [rows, members] = await Promise.all([repository.listTickets(organizationId, { userId: inbox && viewer.isAdmin ? undefined : viewer.userId, status }), membersById(organizationId)]);
  return rows.map((ticket) => ticketView(ticket, members));
}

async function ticketFor(organizationId: string, id: string, viewer: TicketViewer) {
  const ticket = await repository.findTicket(organizationId, id);
  if (!ticket || (!viewer.isAdmin && ticket.user_id !== viewer.userId)) throw notFound(ticketMessages.notFound);
  return ticket;
}

export async function getTicket(organizationId: string, id: string, viewer: TicketViewer) {
  const ticket = await ticketFor(organizationId, id, viewer);
  const [messages, members] = await Promise.all([repository.listMessages(ticket.id), membersById(organizationId)]);
  return {
    ...ticketView(ticket, members),
    messages: messages.map((message) => ({ id: message.id, from_staff: message.from_staff, author: nameOf(members.get(message.author_user_id ?? "")), body: message.body, created_at: message.created_at.toISOString() })),
  };
}

/** The organization a ticket is written to, as much of it as e-mails need. */
export interface TicketOrganization {
  id: string;
  name: string;
}

export async function createTicket(organization: TicketOrganization, viewer: TicketViewer, input: { subject: string; body: string }, origin: string) {
  const organizationId = organization.id;
  const ticket = await transaction(async () => {
    const created = await repository.insertTicket(organizationId, viewer.userId, input.subject);
    await repository.insertMessage(created, viewer.userId, false, input.body);
    return created;
  });
  await notify(organization, ticket, input.body, false, origin);
  return getTicket(organizationId, ticket.id, viewer);
}

/**
 * A reply: an admin's answers the ticket (answered) and goes to its user; the user's opens it again
 * (open) and goes to the admins.
 */
export async function reply(organization: TicketOrganization, id: string, viewer: TicketViewer, body: string, origin: string) {
  const organizationId = organization.id;
  const ticket = await ticketFor(organizationId, id, viewer);
  const fromStaff = viewer.isAdmin && ticket.user_id !== viewer.userId;
  await transaction(async () => {
    await repository.insertMessage(ticket, viewer.userId, fromStaff, body);
    await repository.setTicketStatus(organizationId, ticket.id, fromStaff ? "answered" : "open", undefined, true);
  });
  await notify(organization, ticket, body, fromStaff, origin);
  return getTicket(organizationId, ticket.id, viewer);
}

export async function setStatus(organizationId: string, id: string, viewer: TicketViewer, status: "open" | "closed", version?: number) {
  const ticket = await ticketFor(organizationId, id, viewer);
  if (!(await repository.setTicketStatus(organizationId, ticket.id, status, version))) throw versionConflict(await getTicket(organizationId, id, viewer));
  return getTicket(organizationId, id, viewer);
}

/** Each message goes to the other side: the user's to every admin, an admin's to the user. */
async function notify(organization: TicketOrganization, ticket: repository.Ticket, body: string, fromStaff: boolean, origin: string) {
  const organizationId = organization.id;
  const [settings, members] = await Promise.all([getSettingsOrThrow(organizationId), membersById(organizationId)]);
  const siteName = settings.site ?? organization.name;
  const user = members.get(ticket.user_id);
  const recipients = fromStaff ? [user?.email].filter((email): email is string => Boolean(email)) : [...members.values()].filter((member) => member.role === "admin").map((member) => member.email);
  const mail = fromStaff
    ? emailTemplates.ticket_answered(siteName, { subject: ticket.subject, body, url: `${origin}/account/profile/tickets?ticket=${ticket.id}` })
    : emailTemplates.ticket_message(siteName, { subject: ticket.subject, body, from: `${nameOf(user)} <${user?.email ?? ""}>`, url: `${origin}/admin?ticket=${ticket.id}` });
  for (const to of recipients) await sendMail({ organizationId, kind: fromStaff ? "ticket_answered" : "ticket_message", to, ...mail });
}
