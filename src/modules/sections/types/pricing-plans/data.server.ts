import { pricingPlanRows } from "@/modules/organizations/organizations.service";

/**
 * A pricing section's page data: the organization's pricing plans (Global Settings), read unexecuted so
 * that they travel in the page's one statement (decision 014). Cards named after a plan sell it.
 */
export const pricingPlansData = pricingPlanRows;
