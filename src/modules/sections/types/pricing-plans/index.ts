import type { SectionTypeDefinition } from "../section-type";
import { PricingPlansBody } from "./renderer";
import { PricingPlansSkeleton } from "./skeleton";

/** Pricing plans: one card per plan; cards named after one of the organization's plans sell it through the basket (its page data: `./data.server.ts`). */
export const pricingPlans: SectionTypeDefinition = { label: "Pricing Plans", Body: PricingPlansBody, Skeleton: PricingPlansSkeleton };
