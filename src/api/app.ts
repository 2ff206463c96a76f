import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { auth } from "@/modules/auth/auth.server";
import { emailRoutes } from "@/modules/email/email.routes";
import { siteSettingsRoutes } from "@/modules/site-settings/site-settings.routes";
import { profilesRoutes } from "@/modules/profiles/profiles.routes";
import { invitationsRoutes } from "@/modules/profiles/invitations.routes";
import { trialsRoutes } from "@/modules/trials/trials.routes";
import { bannersRoutes } from "@/modules/banners/banners.routes";
import { cookiesRoutes } from "@/modules/cookies/cookies.routes";
import { headingsRoutes } from "@/modules/headings/headings.routes";
import { heroRoutes } from "@/modules/hero/hero.routes";
import { layoutRoutes } from "@/modules/layout/layout.routes";
import { createMediaRoutes } from "@/modules/media/media.routes";
import { maxUploadBytes } from "@/modules/media/media-types";
import { assistantRoutes } from "@/modules/assistant/assistant.routes";
import { helpWidgetRoutes } from "@/modules/help-widget/help-widget.routes";
import { callRoutes } from "@/modules/meetings/call.routes";
import { ticketsRoutes } from "@/modules/tickets/tickets.routes";
import { supportRoutes } from "@/modules/support/support.routes";
import { meetingsRoutes } from "@/modules/meetings/meetings.routes";
import { menusRoutes } from "@/modules/menus/menus.routes";
import { postsRoutes } from "@/modules/posts/posts.routes";
import { sectionsRoutes } from "@/modules/sections/sections.routes";
import { siteCheckRoutes } from "@/modules/seo/site-check.routes";
import { bodyTooLargeMessage } from "@/server/http/errors";
import { settleAnnouncements } from "@/server/coherence";
import { handleError } from "@/server/http/handle-errors";
import { createRouter } from "@/server/http/router";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { refuseIllFormedText } from "@/server/http/ill-formed-text";
import { withCaller } from "./caller";
import { clearMediaUsage, findMediaUsage } from "./media-usage";
import { refuseCrossSiteMutations, withTenant } from "./tenant";
import { renderReference } from "./reference-page";
import { revalidateRoutes } from "./revalidate.routes";
import { systemRoutes } from "./system.routes";

export const maxBodyBytes = 1024 * 1024;

// 400 like every other bad input; the code tells it apart.
const bodyTooLarge = (c: Context, maxSize: number) => c.json({ error: bodyTooLargeMessage(maxSize), code: "payload_too_large" }, 400);

function limitBody(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: (c) => bodyTooLarge(c, maxSize) });
  return (c, next) => {
    const { headers, body } = c.req.raw;
    if (!body) return next();
    // A body of unknown length (a DELETE's empty one, through the front) is read by bodyLimit into a
    // new Request made from this one, which must then be the platform's own: the front's
    // @hono/node-server hands over a lighter object that the platform's Request cannot copy.
    if (!headers.has("content-length")) c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body, duplex: "half" } as RequestInit);
    return limit(c, next);
  };
}

/**
 * Uploads stream to disk and count their bytes as they arrive (upload-stream.ts): Hono's bodyLimit
 * would gather a body without a declared length in memory first. A declared length over the limit
 * is refused before reading anything.
 */
const limitUpload: MiddlewareHandler = (c, next) => (Number(c.req.header("content-length") ?? 0) > maxUploadBytes ? Promise.resolve(bodyTooLarge(c, maxUploadBytes)) : next());

const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Atrium API",
    version: "0.1.0",
    description:
      "Every organization's content, accounts and meetings. The organization is the one the Host header names; " +
      "mutations need a session cookie or `Authorization: Bearer <token>` of an admin of that organization. " +
      "Authentication itself (sign-up, sign-in, password reset) is served by better-auth under /api/auth.",
  },
};

/**
 * The whole REST API under /api: system routes answer on any host; everything else first
 * resolves the organization from the Host header. Handlers run in registration order, so the
 * host-independent routes come before the tenant middleware.
 */
export function createApi() {
  const api = createRouter<TenantEnv>().basePath("/api");
  api.onError(handleError);
  // A change answers once every process of the installation forgets what it replaced (decision 039).
  api.use("*", (_c, next) => settleAnnouncements(next));
  api.notFound((c) => c.json({ error: "Not found", code: "not_found" }, 404));
  const jsonLimit = limitBody(maxBodyBytes);
  api.use("*", (c, next) => (c.req.method === "POST" && c.req.path === "/api/media" ? limitUpload : jsonLimit)(c, next));
  // JSON over 1 KB goes out gzipped for clients that take it (never event streams or media files).
  api.use("*", compress());
  api.use("*", refuseIllFormedText);

  api.route("/", systemRoutes);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
  api.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
  });
  api.doc31("/openapi.json", openApiInfo);

  // GET /api/docs - the same document as a readable page
  api.get("/docs", (c) => c.html(renderReference(api.getOpenAPI31Document(openApiInfo))));

  api.use("*", withTenant);
  api.use("*", withCaller);
  api.use("*", refuseCrossSiteMutations);
  api.on(["GET", "POST"], "/auth/*", async (c) => (await auth(c.req.raw)).handler(c.req.raw));
  api.route("/", siteSettingsRoutes);
  api.route("/", profilesRoutes);
  api.route("/", invitationsRoutes);
  api.route("/", trialsRoutes);
  api.route("/", emailRoutes);
  api.route("/", sectionsRoutes);
  api.route("/", headingsRoutes);
  api.route("/", heroRoutes);
  api.route("/", layoutRoutes);
  api.route("/", menusRoutes);
  api.route("/", bannersRoutes);
  api.route("/", cookiesRoutes);
  api.route("/", meetingsRoutes);
  api.route("/", callRoutes);
  api.route("/", assistantRoutes);
  api.route("/", ticketsRoutes);
  api.route("/", supportRoutes);
  api.route("/", helpWidgetRoutes);
  api.route("/", postsRoutes);
  api.route("/", siteCheckRoutes);
  api.route("/", createMediaRoutes({ findUsage: findMediaUsage, clearUsage: clearMediaUsage }));
  api.route("/", revalidateRoutes);
  return api;
}

export type Api = ReturnType<typeof createApi>;

