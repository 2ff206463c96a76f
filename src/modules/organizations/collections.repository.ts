import { and, asc, eq, inArray, notInArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { orderStep } from "@/lib/design-tokens";
import { db } from "@/server/db/client";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { notFound } from "@/server/http/errors";
import { faqs, features, pricingPlans, products } from "./collections.schema";
import type { TranslatedSource } from "@/server/db/translation-coverage";

/** A list an organization owns, numbered by `order`. */
interface OwnedList {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  order: PgColumn;
  label: string;
}

export const ownedLists = {
  products: { table: products, id: products.id, organizationId: products.organization_id, order: products.order, label: "Product" },
  pricing_plans: { table: pricingPlans, id: pricingPlans.id, organizationId: pricingPlans.organization_id, order: pricingPlans.order, label: "Pricing plan" },
  features: { table: features, id: features.id, organizationId: features.organization_id, order: features.order, label: "Feature" },
  faqs: { table: faqs, id: faqs.id, organizationId: faqs.organization_id, order: faqs.order, label: "FAQ" },
} satisfies Record<string, OwnedList>;

export type OwnedListName = keyof typeof ownedLists;

export async function listOwned(organizationId: string, name: OwnedListName) {
  const list: OwnedList = ownedLists[name];
  return (await db()).select().from(list.table).where(eq(list.organizationId, organizationId)).orderBy(asc(list.order));
}

export type Faq = typeof faqs.$inferSelect;

/** The FAQs in their order, typed (the owned lists' reads are generic over their tables). */
export const listFaqs = async (organizationId: string) => (await listOwned(organizationId, "faqs")) as Faq[];

export type Feature = typeof features.$inferSelect;

/** The features in their order, typed (the help widget's Features view). */
export const listFeatures = async (organizationId: string) => (await listOwned(organizationId, "features")) as Feature[];

/** The pricing plans in their order, with what a visitor's basket needs of them (public: prices are on the site). */
const planColumns = {
  id: pricingPlans.id,
  name: pricingPlans.name,
  name_translation: pricingPlans.name_translation,
  price: pricingPlans.price,
  is_promotion: pricingPlans.is_promotion,
  promotion_price: pricingPlans.promotion_price,
  currency_symbol: pricingPlans.currency_symbol,
};

/** The same read as `listPricingPlans`, unexecuted, for one statement with others (server/db/one-statement). */
export const pricingPlanRows = prepareRows((organizationId: string) =>
  queryBuilder.select(planColumns).from(pricingPlans).where(eq(pricingPlans.organization_id, organizationId)).orderBy(asc(pricingPlans.order)),
);

export async function listPricingPlans(organizationId: string) {
  return (await db())
    .select(planColumns)
    .from(pricingPlans)
    .where(eq(pricingPlans.organization_id, organizationId))
    .orderBy(asc(pricingPlans.order));
}

/** What the public /products page shows of a product: the rows shown on the site, in their order. */
const productColumns = {
  id: products.id,
  name: products.name,
  name_translation: products.name_translation,
  description: products.description,
  description_translation: products.description_translation,
  image: products.image,
  url: products.url,
};
export type DisplayedProduct = Pick<typeof products.$inferSelect, keyof typeof productColumns>;

/** The products the site shows (`is_displayed`), in their order, unexecuted for one statement with others. */
export const displayedProductRows = prepareRows((organizationId: string) =>
  queryBuilder
    .select(productColumns)
    .from(products)
    .where(and(eq(products.organization_id, organizationId), eq(products.is_displayed, true)))
    .orderBy(asc(products.order)),
);

/** A pricing plan as the /products page shows it: what the basket needs, and its description, features, period and highlight. */
const planCardColumns = {
  ...planColumns,
  description: pricingPlans.description,
  description_translation: pricingPlans.description_translation,
  billing_period: pricingPlans.billing_period,
  features: pricingPlans.features,
  is_highlighted: pricingPlans.is_highlighted,
};
export type PricingPlanCard = Pick<typeof pricingPlans.$inferSelect, keyof typeof planCardColumns>;

/** Every pricing plan (plans have no "shown" switch) in their order, with what a plan card shows, unexecuted. */
export const pricingPlanCardRows = prepareRows((organizationId: string) =>
  queryBuilder.select(planCardColumns).from(pricingPlans).where(eq(pricingPlans.organization_id, organizationId)).orderBy(asc(pricingPlans.order)),
);

/**
 * Saves a whole list as the editor shows it: rows with an id are updated, rows without are added,
 * rows no longer in the list are deleted, and the order follows the list. Run inside a transaction.
 */
export async function replaceOwned(organizationId: string, name: OwnedListName, items: ({ id?: string } & Record<string, unknown>)[]) {
  const list: OwnedList = ownedLists[name];
  const database = await db();
  const kept = [...new Set(items.flatMap((item) => (item.id ? [item.id] : [])))];
  if (kept.length > 0) {
    const owned = await database
      .select({ id: list.id })
      .from(list.table)
      .where(and(eq(list.organizationId, organizationId), inArray(list.id, kept)));
    if (owned.length !== kept.length) throw notFound(`${list.label} not found`);
  }
  const stale: SQL[] = [eq(list.organizationId, organizationId)];
  if (kept.length > 0) stale.push(notInArray(list.id, kept));
  await database.delete(list.table).where(and(...stale));
  for (const [index, { id, ...fields }] of items.entries()) {
    const values = { ...fields, order: index * orderStep };
    if (id) {
      await database
        .update(list.table)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(list.id, id), eq(list.organizationId, organizationId)));
    } else {
      await database.insert(list.table).values({ ...values, organization_id: organizationId });
    }
  }
}

/** FAQs' and features' texts that carry translations, for Global Settings' coverage of each language. */
export const collectionTranslationSources = (organizationId: string): TranslatedSource[] => [
  {
    kind: "question",
    table: faqs,
    where: eq(faqs.organization_id, organizationId),
    label: faqs.question,
    path: null,
    texts: [[faqs.question, faqs.question_translation], [faqs.answer, faqs.answer_translation]],
  },
  {
    kind: "feature",
    table: features,
    where: eq(features.organization_id, organizationId),
    label: features.title,
    path: null,
    texts: [[features.title, features.title_translation], [features.description, features.description_translation]],
  },
];
