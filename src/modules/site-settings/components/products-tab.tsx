"use client";

import { areaField, checkField, RowList, textField } from "./row-fields";
import { newRowId } from "./settings-draft";
import { withList, type TabProps } from "./tab-props";

/** Products and the pricing plans that sell them: added, edited and removed here. */
export function ProductsTab({ draft, change }: TabProps) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="settings-products" className="space-y-2">
        <h3 id="settings-products" className="text-sm font-semibold text-gray-900">
          Products
        </h3>
        <RowList
          rows={draft.lists.products}
          fields={[textField("name", "Name"), textField("url", "Link"), areaField("description", "Description"), checkField("is_displayed", "Shown on the site")]}
          nameOf={(row, index) => String(row.name || `Product ${index + 1}`)}
          onChange={(rows) => change(withList("products", rows))}
          newRow={() => ({ id: newRowId(), name: "New product", description: "", is_displayed: true })}
          addLabel="Add product"
          empty="No products yet."
        />
      </section>
      <section aria-labelledby="settings-pricing-plans" className="space-y-2">
        <h3 id="settings-pricing-plans" className="text-sm font-semibold text-gray-900">
          Pricing plans
        </h3>
        <RowList
          rows={draft.lists.pricing_plans}
          fields={[
            textField("name", "Name"),
            { key: "price", label: "Price in cents", kind: "number" },
            textField("currency_symbol", "Currency symbol"),
            { key: "billing_period", label: "Billing period", kind: "select", options: ["month", "year", "once"] },
            areaField("description", "Description"),
            checkField("is_highlighted", "Highlighted"),
          ]}
          nameOf={(row, index) => String(row.name || `Plan ${index + 1}`)}
          onChange={(rows) => change(withList("pricing_plans", rows))}
          newRow={() => ({ id: newRowId(), name: "New plan", price: 0, currency_symbol: "$", billing_period: "month", description: "" })}
          addLabel="Add pricing plan"
          empty="No pricing plans yet."
        />
      </section>
    </div>
  );
}
