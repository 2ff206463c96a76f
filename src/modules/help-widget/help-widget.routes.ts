import { createRoute } from "@hono/zod-openapi";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { helpWidgetContent } from "./help-widget.service";
import { helpWidgetQuery, helpWidgetResponse } from "./help-widget.validation";

export const helpWidgetRoutes = createRouter<TenantEnv>();

/** The same for every visitor: browsers may keep it a minute, so reopening the widget costs no request. */
const cacheControl = "public, max-age=60";

// GET /api/help-widget?locale= - what the visitor's help widget lists, for anyone
helpWidgetRoutes.openapi(
  createRoute({
    method: "get",
    path: "/help-widget",
    tags: ["Help widget"],
    summary: "The help widget's FAQs and features (in the language asked for), help articles, and where to book a meeting",
    description: "Public and the same for every visitor (`Cache-Control: public, max-age=60`). The assistant's own state is `GET /api/assistant`.",
    ...access.public,
    request: { query: helpWidgetQuery },
    responses: { 200: jsonContent(named(helpWidgetResponse, "HelpWidgetContent"), "The widget's lists"), ...errorResponses(404) },
  }),
  async (c) => {
    c.header("cache-control", cacheControl);
    return c.json(await helpWidgetContent(c.get("organization").id, c.req.valid("query").locale), 200);
  },
);
