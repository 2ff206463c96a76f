import { z } from "zod";

const limitMessage = "limit must be a number from 1 to 500";

/** `GET /api/outbox?limit=`: how many of the newest messages (50 unless asked). */
export const outboxQuery = z.object({
  limit: z.coerce.number({ message: limitMessage }).int(limitMessage).min(1, limitMessage).max(500, limitMessage).default(50),
});

/** `GET /api/outbox`: a stored message as admins may see it (links meant for the recipient only are hidden). */
export const outboxMessage = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.output<typeof outboxMessage>;
