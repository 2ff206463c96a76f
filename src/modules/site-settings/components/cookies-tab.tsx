"use client";

import { isEssentialCategory } from "@/modules/cookies/components/consent-state";
import { areaField, checkField, RowList, textField, type FieldSpec } from "./row-fields";
import { withList, type TabProps } from "./tab-props";

// Its name is what keeps the Essential category always on (the server refuses a rename too).
const categoryName: FieldSpec = {
  ...textField("name", "Name"),
  locked: (category) => (isEssentialCategory(String(category.name ?? "")) ? "Essential cookies are always on; the category keeps its name." : null),
};

/**
 * The cookie categories and services visitors choose from in the privacy dialog: names and
 * descriptions, and whether each service is listed. Saved with the other tabs; a change asks
 * nobody again by itself (the admin area raises the policy revision for that).
 */
export function CookiesTab({ draft, change }: TabProps) {
  const categories = draft.lists.cookie_categories;
  const categoryNameOf = (id: unknown) => String(categories.find((category) => category.id === id)?.name ?? "");
  return (
    <div className="space-y-6">
      <section aria-labelledby="cookie-categories-heading" className="space-y-3">
        <h3 id="cookie-categories-heading" className="text-sm font-semibold text-gray-900">
          Categories
        </h3>
        <RowList
          rows={categories}
          fields={[categoryName, areaField("description", "Description")]}
          nameOf={(category, index) => `Category ${index + 1}`}
          onChange={(rows) => change(withList("cookie_categories", rows))}
          empty="No cookie categories yet."
        />
      </section>
      <section aria-labelledby="cookie-services-heading" className="space-y-3">
        <h3 id="cookie-services-heading" className="text-sm font-semibold text-gray-900">
          Services
        </h3>
        <RowList
          rows={draft.lists.cookie_services}
          fields={[textField("name", "Name"), areaField("description", "Description"), checkField("active", "Listed for visitors")]}
          nameOf={(service, index) => `Service ${index + 1} (${categoryNameOf(service.category_id)})`}
          onChange={(rows) => change(withList("cookie_services", rows))}
          empty="No cookie services yet."
        />
      </section>
    </div>
  );
}
