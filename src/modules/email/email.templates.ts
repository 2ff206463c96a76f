import { translator, type Translate } from "@/lib/i18n/translator";
import type { MailMessage } from "./transports/transport";

type Draft = Pick<MailMessage, "subject" | "text" | "html">;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(siteName: string, paragraphs: string[], action?: { label: string; url: string }): Draft["html"] {
  const body = paragraphs.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0284c7;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(action.url)}</p>`
    : "";
  return `<div style="font-family:Inter,Arial,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(siteName)}</h1>${body}${button}</div>`;
}

function draft(siteName: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Draft {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join("\n\n");
  return { subject, text, html: layout(siteName, paragraphs, action) };
}

/** A booked meeting as its guest's e-mails give it: when (in their zone and language) and their links. */
type GuestMeeting = { title: string; when: string; joinUrl: string; cancelUrl: string; rescheduleUrl: string };
type HostMeeting = { title: string; when: string; guest: string; hostUrl: string };

/** What a guest's booking e-mails end with: how the meeting starts, how to cancel or move it. */
const guestMeetingLines = (t: Translate<"bookingEmails">, meeting: GuestMeeting) => [t("confirmed.waiting"), t("confirmed.cancel", { url: meeting.cancelUrl }), t("confirmed.reschedule", { url: meeting.rescheduleUrl })];
const hostWaitingLine = "Guests wait in the waiting room until you let them in from the meetings page.";
const hostAction = "Open the meetings page";

export const emailTemplates = {
  welcome: (siteName: string, name: string) =>
    draft(siteName, `Welcome to ${siteName}`, [`Hello ${name},`, `Your account at ${siteName} is ready. We are glad to have you.`]),
  free_trial: (siteName: string, name: string, endsOn: string) =>
    draft(siteName, `Your ${siteName} free trial has started`, [
      `Hello ${name},`,
      `Your free trial at ${siteName} is active until ${endsOn}. Enjoy exploring everything it offers.`,
    ]),
  reset_password: (siteName: string, url: string) =>
    draft(
      siteName,
      `Reset your ${siteName} password`,
      ["Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works for one hour.", "If you did not ask for this, you can ignore this e-mail."],
      { label: "Choose a new password", url },
    ),
  /** Sent instead of "this address is taken", so that sign-up tells nobody but the owner which addresses have accounts. */
  account_exists: (siteName: string, signInUrl: string) =>
    draft(
      siteName,
      `You already have a ${siteName} account`,
      [
        "Someone tried to create an account with this e-mail address, which already has one. If it was you, sign in instead; if you forgot your password, the sign-in page lets you reset it.",
        "If it was not you, you can ignore this e-mail: nothing has changed.",
      ],
      { label: "Sign in", url: signInUrl },
    ),
  /** Sign-in paused for everyone after many wrong passwords from many places: the owner learns why, and how to sign in now. */
  sign_in_paused: (siteName: string, resetUrl: string) =>
    draft(
      siteName,
      `Sign-in to your ${siteName} account is paused`,
      [
        "Someone tried many wrong passwords for your account from several places within an hour, so signing in with a password is paused for an hour, for everyone.",
        "To sign in now, choose a new password with the link below: that ends the pause at once. If it was you, you can also wait an hour and try again.",
      ],
      { label: "Choose a new password", url: resetUrl },
    ),
  invitation: (siteName: string, role: "admin" | "member", url: string) =>
    draft(
      siteName,
      `You are invited to ${siteName}`,
      [
        `You have been invited to join ${siteName} as ${role === "admin" ? "an admin, who edits the site" : "a member"}.`,
        "Open the link below, then sign in or create an account with this e-mail address to accept. If you did not expect this invitation, you can ignore this e-mail.",
      ],
      { label: "Accept the invitation", url },
    ),
  verify_email: (siteName: string, url: string) =>
    draft(siteName, `Confirm your e-mail address for ${siteName}`, ["Please confirm your e-mail address to finish creating your account."], {
      label: "Confirm e-mail address",
      url,
    }),
  /** To the visitor who booked (issue 29), in the language they booked in: the booking holds its time for a while, until they confirm it here. */
  booking_to_confirm: (siteName: string, meeting: { title: string; when: string; minutes: number; confirmUrl: string }, locale: string) => {
    const t = translator(locale, "bookingEmails");
    const { title, when, minutes } = meeting;
    return draft(siteName, t("toConfirm.subject", { title, when }), [t("toConfirm.body", { title, when, minutes }), t("toConfirm.ignore")], { label: t("toConfirm.action"), url: meeting.confirmUrl });
  },
  /** To the guest once the booking is confirmed (issue 14), in their language: when, the join link, the cancel and reschedule links; the invite is attached. */
  booking_confirmed: (siteName: string, meeting: GuestMeeting, locale: string) => {
    const t = translator(locale, "bookingEmails");
    const { title, when } = meeting;
    return draft(siteName, t("confirmed.subject", { title, when }), [t("confirmed.body", { title, when }), ...guestMeetingLines(t, meeting)], { label: t("confirmed.action"), url: meeting.joinUrl });
  },
  /** To the guest when their booking moved (issue 33), by them or the host side: its new time and the one before; the attached invite replaces the one before. */
  booking_moved: (siteName: string, meeting: GuestMeeting & { before: string; reason?: string }, locale: string) => {
    const t = translator(locale, "bookingEmails");
    const { title, when, before, reason } = meeting;
    return draft(siteName, t("moved.subject", { title, when }), [t("moved.body", { title, when, before }), ...(reason ? [t("cancelled.reason", { reason })] : []), ...guestMeetingLines(t, meeting)], { label: t("confirmed.action"), url: meeting.joinUrl });
  },
  /** To the host a booking went to. */
  booking_for_host: (siteName: string, meeting: HostMeeting) =>
    draft(siteName, `New booking: ${meeting.title}, ${meeting.when}`, [`${meeting.guest} booked "${meeting.title}" for ${meeting.when}. The attached invite adds it to your calendar.`, hostWaitingLine], { label: hostAction, url: meeting.hostUrl }),
  /** To the host of a booking that moved. */
  booking_moved_for_host: (siteName: string, meeting: HostMeeting & { before: string; reason?: string }) =>
    draft(
      siteName,
      `Moved: ${meeting.title}, ${meeting.when}`,
      [`"${meeting.title}" with ${meeting.guest} has moved to ${meeting.when} (it was ${meeting.before}). The attached invite updates your calendar.`, ...(meeting.reason ? [`The reason given: ${meeting.reason}`] : []), hostWaitingLine],
      { label: hostAction, url: meeting.hostUrl },
    ),
  /** To the guest (in their language) and the host when a booking is cancelled, with the host side's reason if given; the attached invite removes it from calendars. */
  booking_cancelled: (siteName: string, meeting: { title: string; when: string; reason?: string }, locale: string) => {
    const t = translator(locale, "bookingEmails");
    const { title, when, reason } = meeting;
    return draft(siteName, t("cancelled.subject", { title, when }), [t("cancelled.body", { title, when }), ...(reason ? [t("cancelled.reason", { reason })] : [])]);
  },
  /** To the admins: a user's new ticket or reply (issue 15). */
  ticket_message: (siteName: string, ticket: { subject: string; body: string; from: string; url: string }) =>
    draft(siteName, `Ticket: ${ticket.subject}`, [`${ticket.from} wrote:`, ticket.body], { label: "Answer in the Tickets window", url: ticket.url }),
  /** To the ticket's user: an admin's answer. */
  ticket_answered: (siteName: string, ticket: { subject: string; body: string; url: string }) =>
    draft(siteName, `Re: ${ticket.subject}`, [`We answered your ticket "${ticket.subject}":`, ticket.body], { label: "Read your tickets", url: ticket.url }),
} as const;
