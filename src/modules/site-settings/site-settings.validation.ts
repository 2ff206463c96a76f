import { z } from "zod";

/** A row of a list as the client reads it: each list's fields belong to its own module. */
export const organizationRow = z.looseObject({ id: z.string() });

/** GET and PUT /api/organizations/{orgId} (spec 000 §7): the organization, its settings and every related collection, with rows of `row`. */
const organizationData = <Row extends z.ZodType>(row: Row) => {
  const rows = z.array(row);
  return z.object({
    organization: z.looseObject({ id: z.string(), name: z.string().nullable().optional() }),
    settings: z.record(z.string(), z.unknown()),
    website_hero: row.nullable(),
    menu_items: rows,
    submenu_items: rows,
    blog_posts: rows,
    products: rows,
    pricing_plans: rows,
    features: rows,
    faqs: rows,
    banners: rows,
    cookie_categories: rows,
    cookie_services: rows,
    cookie_consent_records: rows,
  });
};

/** The answer as the API documents it (rows are loosely typed: their shapes belong to their modules' endpoints). */
export const organizationDataResponse = organizationData(z.record(z.string(), z.unknown()));
/** The same answer as the Global Settings modal parses it: every row has an id. */
export const organizationDataReply = organizationData(organizationRow);
