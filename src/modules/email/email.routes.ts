import { createRoute, z } from "@hono/zod-openapi";
import { isUuid, toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin, requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { identityMessages } from "@/modules/identity/identity.validation";
import { AppError, notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { limitAttempts } from "@/server/http/rate-limit";
import { listOutbox } from "./email.service";
import { sendAccountEmail } from "./account-email.service";
import { outboxMessage, outboxQuery } from "./email.validation";

export const emailRoutes = createRouter<TenantEnv>();

/** How many registration e-mails one account may ask for in a day. */
export const maxAccountEmails = 3;
const accountEmailWindowSeconds = 24 * 60 * 60;

const sendBody = z
  .object({
    type: z.enum(["free_trial", "welcome"], { message: "Type must be free_trial or welcome" }),
    to: z.string().trim().max(254).email(identityMessages.invalidEmail),
    organization_id: z.string().max(64),
    user_id: z.string().max(64),
    name: z.string().trim().max(120).optional(),
  })
  .strict();

// POST /api/send-email - the welcome or free-trial e-mail to the signed-in user, after registration
emailRoutes.openapi(
  createRoute({
    method: "post",
    path: "/send-email",
    tags: ["Accounts"],
    summary: "Send the registration e-mail (welcome or free_trial) to the signed-in user",
    ...access.user,
    middleware: [requireUser] as const,
    request: { body: { content: { "application/json": { schema: sendBody } }, required: true } },
    responses: {
      200: jsonContent(z.object({ success: z.literal(true) }), "Sent, or stored in the outbox"),
      ...errorResponses(401, 404, 429),
      502: jsonContent(z.object({ error: z.string(), code: z.string(), details: z.unknown() }), "The mail server refused it"),
    },
  }),
  async (c) => {
    const user = await userOf(c);
    const input = c.req.valid("json");
    const organization = c.get("organization");
    // The endpoint only mails the caller's own address: it must not become an open relay.
    if (!isUuid(input.organization_id) || input.organization_id !== organization.id || input.user_id !== user.id) {
      throw notFound("Account not found");
    }
    if (input.to.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError({ code: "bad_request", message: "E-mail can only be sent to the signed-in account's address" });
    }
    // Registration sends one; a few more cover retries, and no account can use it as a mailer.
    await limitAttempts(c, `send-email:${organization.id}:${user.id}`, maxAccountEmails, accountEmailWindowSeconds);
    await sendAccountEmail(organization, user, input.type, input.name);
    return c.json({ success: true as const }, 200);
  },
);

// GET /api/outbox?limit= - messages stored while no SMTP server is configured, for admins
emailRoutes.openapi(
  createRoute({
    method: "get",
    path: "/outbox",
    tags: ["E-mail"],
    summary: "The organization's outbox, newest first (the newest `limit`, 1 to 500, 50 unless asked)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { query: outboxQuery },
    responses: { 200: jsonContent(named(z.array(outboxMessage), "OutboxMessages"), "Stored messages"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const rows = await listOutbox(c.get("organization").id, c.req.valid("query").limit);
    return c.json(toJson(rows.map(({ organization_id: _owner, ...message }) => message)), 200);
  },
);
