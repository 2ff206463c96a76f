import type { metrics, templateSections } from "./sections.schema";

// The rows of this module as its code passes them around, typed from its tables alone: renderers,
// editors and the service all read these, so they import nothing back (no import circle).

export type TemplateSection = typeof templateSections.$inferSelect;
export type Metric = typeof metrics.$inferSelect;
/** A metric as pages and the API get it: without its owner. */
export type PublicMetric = Omit<Metric, "organization_id">;
/** A section with its metrics in order, as a public page receives it (sections.service `listPageSections`). */
export type PublicSection = TemplateSection & { website_metric: PublicMetric[] };
