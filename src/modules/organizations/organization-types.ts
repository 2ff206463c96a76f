/** Organization types (spec 000 §9, 001 §1). */
export const organizationTypes = [
  "immigration", "solicitor", "finance", "education", "job", "beauty", "doctor", "services", "realestate",
  "construction", "software", "marketing", "consulting", "automotive", "hospitality", "retail", "healthcare",
  "transportation", "technology", "platform", "general",
] as const;
export type OrganizationType = (typeof organizationTypes)[number];
