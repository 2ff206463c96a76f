import { uploadedImageRows, uploadedImagesFrom } from "@/modules/media/media.service";
import { catalogueRows } from "@/modules/organizations/organizations.service";
import { readAsOne } from "@/server/db/one-statement";

/**
 * What /products shows: the products shown on the site and the pricing plans (Global Settings'
 * Products tab), with the organization's uploaded images for the products' `srcset` (decision 020),
 * in one statement (decision 014). Global Settings' save invalidates the organization's tag, which
 * the site layout puts on every page, this one included.
 */
export async function loadProductsPage(organizationId: string) {
  const rows = await readAsOne({ ...catalogueRows(organizationId), images: uploadedImageRows(organizationId) });
  return { products: rows.products, plans: rows.pricingPlans, images: uploadedImagesFrom(rows.images) };
}
