import { createRoute, z } from "@hono/zod-openapi";
import { isUuid, toJson } from "@/lib/json";
import type { AppEnv } from "@/modules/api/context";
import { requireAdmin } from "@/modules/api/middleware";
import { access, errorResponses, jsonContent } from "@/modules/api/responses";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { organizationTypes } from "./organization-types";
import { getOrganizationDetails } from "./organizations.service";

export const organizationsRoutes = createRouter<AppEnv>();

const gradient = z.object({ from: z.string(), via: z.string().optional(), to: z.string() });

const organizationDetails = z
  .object({
    organization: z.object({
      id: z.uuid(),
      name: z.string(),
      slug: z.string(),
      base_url: z.string().nullable(),
      base_url_local: z.string().nullable(),
      type: z.enum(organizationTypes),
      hosts: z.array(z.string()),
      created_at: z.string(),
      updated_at: z.string(),
    }),
    settings: z.object({
      site: z.string().nullable(),
      image: z.string().nullable(),
      image_for_privacy_settings: z.string().nullable(),
      font_family: z.string(),
      language: z.string(),
      supported_locales: z.array(z.string()),
      with_language_switch: z.boolean(),
      header_style: z.object({ type: z.string(), background: z.string(), color: z.string(), color_hover: z.string(), is_gradient: z.boolean(), gradient: gradient.optional(), menu_width: z.string(), logo_height: z.string(), menu_items_are_text: z.boolean() }),
      footer_style: z.object({ type: z.string(), background: z.string(), color: z.string(), color_hover: z.string(), is_gradient: z.boolean(), gradient: gradient.optional() }),
      primary_color: z.string(),
      primary_shade: z.string(),
      secondary_color: z.string(),
      secondary_shade: z.string(),
      require_email_confirmation: z.boolean(),
    }),
  })
  .openapi("OrganizationDetails");

// GET /api/organizations/:orgId - the organization and its settings, for its admins
organizationsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/organizations/{orgId}",
    tags: ["Organizations"],
    summary: "An organization with its settings",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: z.object({ orgId: z.string().max(64) }) },
    responses: { 200: jsonContent(organizationDetails, "The organization"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const { orgId } = c.req.valid("param");
    // Another organization's id is "not found", whoever asks (spec decision 2).
    if (!isUuid(orgId) || orgId !== c.get("organization").id) throw notFound("Organization not found");
    return c.json(toJson(await getOrganizationDetails(orgId)), 200);
  },
);
