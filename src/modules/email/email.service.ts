import { desc, eq } from "drizzle-orm";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { outbox } from "./email.schema";
import { outboxTransport } from "./transports/outbox.transport";
import { createSmtpTransport } from "./transports/smtp.transport";
import type { MailAttachment, MailMessage, MailTransport } from "./transports/transport";

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

/** A link that carries its recipient's secret: a meeting guest's key (`#key=`), a token. */
const secretLink = /https?:\/\/[^\s"'<>]*[#?&](?:key|token)=[^\s"'<>]*/gi;
const withoutSecretLinks = (text: string) => text.replace(secretLink, hiddenLinkText);

/** As an admin may see a message: account e-mails without their links, every other without links that carry a secret. */
function asAdminMaySee<T extends { kind: string; text: string; html: string | null; attachments: MailAttachment[] }>(row: T): T {
  if (accountEmailKinds.has(row.kind)) return { ...row, text: row.text.replace(/https?:\/\/\S+/g, hiddenLinkText), html: null };
  return {
    ...row,
    text: withoutSecretLinks(row.text),
    html: row.html === null ? null : withoutSecretLinks(row.html),
    // A calendar invite folds long lines (RFC 5545 §3.1): unfolded first, so that a folded link is found whole.
    attachments: row.attachments.map((file) => ({ ...file, content: withoutSecretLinks(file.content.replace(/\r?\n[ \t]/g, "")) })),
  };
}

/**
 * The latest outbox messages of an organization, newest first, as its admins may see them: the
 * links of account e-mails are hidden, so that no admin can reset or confirm someone else's account,
 * and so are links that carry a secret (a guest's key to their meeting) in any other.
 */
export async function listOutbox(organizationId: string, limit = 50) {
  const rows = await (await db())
    .select()
    .from(outbox)
    .where(eq(outbox.organization_id, organizationId))
    .orderBy(desc(outbox.created_at))
    .limit(limit);
  return rows.map(asAdminMaySee);
}

/** The account e-mails (reset, verification, account exists) that auth sends through `sendMail`. */
export { emailTemplates } from "./email.templates";
