import { uploadedImagesNamedIn } from "@/modules/media/media.service";
import { catalogueRows } from "@/modules/organizations/organizations.service";
import { readAsOne } from "@/server/db/one-statement";

/**
 * What /products shows: the products shown on the site and the pricing plans (Global Settings'
 * Products tab), in one statement (decision 014), then the uploaded images they show for their
 * `srcset` (decision 020). Global Settings' save invalidates the organization's tag, which
 * the site layout puts on every page, this one included.
 */
export async function loadProductsPage(organizationId: string) {
  const rows = await readAsOne(catalogueRows(organizationId));
  return { products: rows.products, plans: rows.pricingPlans, images: await uploadedImagesNamedIn(organizationId, rows.products) };
}
