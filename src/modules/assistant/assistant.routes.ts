import { createRoute, z } from "@hono/zod-openapi";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonBody, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { clientAddressOf, limitAttempts } from "@/server/http/rate-limit";
import { ask, dismissUnanswered, getSettings, listUnanswered, saveSettings } from "./assistant.service";
import { askBody, askResponse, assistantIntroResponse, assistantSettingsBody, assistantSettingsResponse, unansweredQuestionResponse } from "./assistant.validation";
import { rowIdParam } from "@/lib/fields";

// The AI assistant's calls (issue 15; "not shown" in the spec, README decision 6): a visitor asks, the
// admins set it up on /admin/ai/management and read what it could not answer.

export const assistantRoutes = createRouter<TenantEnv>();

const tags = ["AI assistant"];
const settings = named(assistantSettingsResponse, "AssistantSettings");

/** Questions one address may ask a site in a minute: more than a person types, too few to flood the admins' list. */
export const maxQuestionsPerMinute = 30;

assistantRoutes.openapi(
  createRoute({ method: "get", path: "/assistant", tags, summary: "Whether the assistant answers on this site, and its welcome text", ...access.public, responses: { 200: jsonContent(assistantIntroResponse, "For the help widget") } }),
  async (c) => {
    const { enabled, welcome_text } = await getSettings(c.get("organization").id);
    return c.json({ enabled, welcome_text }, 200);
  },
);

assistantRoutes.openapi(
  createRoute({
    method: "post",
    path: "/assistant/ask",
    tags,
    summary: "Ask the assistant: an answer from the organization's help articles, documentation and FAQs with its citations, or where to turn instead",
    description: "A question it cannot answer is kept for the admins (GET /api/assistant/questions), unless an admin asked it (\"Try it\", or the widget while signed in).",
    ...access.public,
    request: jsonBody(askBody),
    responses: { 200: jsonContent(named(askResponse, "AssistantReply"), "The reply"), ...errorResponses(404, 429) },
  }),
  async (c) => {
    const { question, locale } = c.req.valid("json");
    // The front server puts the client's address here (server/http/forwarded-headers.ts).
    await limitAttempts(c, `assistant:${c.get("organization").id}:${clientAddressOf(c)}`, maxQuestionsPerMinute, 60);
    // An admin trying the assistant out is not a visitor it failed.
    const byAdmin = (await memberOf(c))?.profile.role === "admin";
    return c.json(await ask(c.get("organization").id, question, locale, { keepUnanswered: !byAdmin }), 200);
  },
);

assistantRoutes.openapi(
  createRoute({ method: "get", path: "/assistant/settings", tags, summary: "The assistant's settings", ...access.admin, middleware: [requireAdmin] as const, responses: { 200: jsonContent(settings, "Version 0: the defaults, never saved"), ...errorResponses(401, 403) } }),
  async (c) => c.json(await getSettings(c.get("organization").id), 200),
);

assistantRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/assistant/settings",
    tags,
    summary: "Turn the assistant on or off, set its welcome text and the content it may answer from; with `version`, only if nobody saved since",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: jsonBody(assistantSettingsBody),
    responses: { 200: jsonContent(settings, "The saved settings"), ...errorResponses(401, 403), ...versionConflictResponse(settings) },
  }),
  async (c) => c.json(await saveSettings(c.get("organization").id, c.req.valid("json")), 200),
);

assistantRoutes.openapi(
  createRoute({
    method: "get",
    path: "/assistant/questions",
    tags,
    summary: "The questions the assistant could not answer, most recently asked first (at most 100)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(z.array(named(unansweredQuestionResponse, "UnansweredQuestion")), "Most recent first"), ...errorResponses(401, 403) },
  }),
  async (c) => c.json(await listUnanswered(c.get("organization").id), 200),
);

assistantRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/assistant/questions/{id}",
    tags,
    summary: "Dismiss a question (answered by an article now, or not worth one)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: rowIdParam("Question not found") },
    responses: { 204: { description: "Dismissed" }, ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await dismissUnanswered(c.get("organization").id, c.req.valid("param").id);
    return c.body(null, 204);
  },
);
