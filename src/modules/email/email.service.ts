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

/** The latest outbox messages of an organization, newest first. */
export async function listOutbox(organizationId: string, limit = 50) {
  return (await db())
    .select()
    .from(outbox)
    .where(eq(outbox.organization_id, organizationId))
    .orderBy(desc(outbox.created_at))
    .limit(limit);
}
