import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { identityMessages } from "@/modules/identity/identity.validation";
import { createRouter } from "@/server/http/router";
import { startFreeTrial } from "./trials.service";

export const trialsRoutes = createRouter<TenantEnv>();

const body = z.object({ email: z.string().trim().max(254).email(identityMessages.invalidEmail) }).strict();
const answer = named(
  z.object({ success: z.literal(true), trial: z.object({ started_at: z.string(), ends_at: z.string() }) }),
  "FreeTrial",
);

// POST /api/register-user-free-trial - start the signed-in user's free trial
trialsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/register-user-free-trial",
    tags: ["Accounts"],
    summary: "Start a free trial for the account just registered",
    ...access.user,
    middleware: [requireUser] as const,
    request: { body: { content: { "application/json": { schema: body } }, required: true } },
    responses: { 200: jsonContent(answer, "The trial and its end"), ...errorResponses(401) },
  }),
  async (c) => {
    const user = await userOf(c);
    const trial = await startFreeTrial(c.get("organization").id, user, c.req.valid("json").email);
    return c.json({ success: true as const, trial: toJson({ started_at: trial.started_at, ends_at: trial.ends_at }) }, 200);
  },
);
