import { desc, eq } from "drizzle-orm";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { outbox } from "./email.schema";
import { outboxTransport } from "./transports/outbox.transport";
import { createSmtpTransport } from "./transports/smtp.transport";
import type { MailMessage, MailTransport } from "./transports/transport";

let smtp: { url: string; transport: MailTransport } | undefined;

/** The configured transport: SMTP when SMTP_URL is set, otherwise the outbox. */
export function mailTransport(): MailTransport {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return outboxTransport;
  if (smtp?.url !== SMTP_URL) smtp = { url: SMTP_URL, transport: createSmtpTransport(SMTP_URL, MAIL_FROM) };
  return smtp.transport;
}

export async function sendMail(message: MailMessage): Promise<void> {
  await mailTransport().send(message);
}

/** E-mails whose links act for an account (a password reset, an address confirmation): only their recipient may follow them. */
const accountEmailKinds = new Set(["reset_password", "verify_email", "account_exists", "invitation"]);
export const hiddenLinkText = "[link hidden: only the recipient may open it]";

/**
 * The latest outbox messages of an organization, newest first, as its admins may see them: the
 * links of account e-mails are hidden, so that no admin can reset or confirm someone else's account.
 */
export async function listOutbox(organizationId: string, limit = 50) {
  const rows = await (await db())
    .select()
    .from(outbox)
    .where(eq(outbox.organization_id, organizationId))
    .orderBy(desc(outbox.created_at))
    .limit(limit);
  return rows.map((row) => (accountEmailKinds.has(row.kind) ? { ...row, text: row.text.replace(/https?:\/\/\S+/g, hiddenLinkText), html: null } : row));
}

/** The account e-mails (reset, verification, account exists) that auth sends through `sendMail`. */
export { emailTemplates } from "./email.templates";
