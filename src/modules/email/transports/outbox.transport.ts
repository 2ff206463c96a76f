import { db } from "@/server/db/client";
import { outbox } from "../email.schema";
import type { MailMessage, MailTransport } from "./transport";

/** Without SMTP every message is stored in the outbox, which admins can read (spec decision 9). */
export const outboxTransport: MailTransport = {
  name: "outbox",
  async send(message: MailMessage) {
    await (await db()).insert(outbox).values({
      organization_id: message.organizationId,
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
    });
  },
};
