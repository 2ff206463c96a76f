"use client";

import type { TabProps } from "./tab-props";

/** The cookie categories and their services, read-only: the settings save does not carry them. */
export function CookiesTab({ data }: TabProps) {
  return (
    <div className="space-y-3 text-sm">
      <p className="text-gray-700">
        The cookie categories and services visitors choose from, shown here read-only. Visitors change their choice in the footer&apos;s Privacy Settings.
      </p>
      {data.cookie_categories.length === 0 ? <p className="text-gray-600">No cookie categories yet.</p> : null}
      <ul className="space-y-2">
        {data.cookie_categories.map((category) => {
          const services = data.cookie_services.filter((service) => service.category_id === category.id);
          return (
            <li key={category.id} className="rounded-lg p-3 ring-1 ring-gray-200">
              <p className="font-semibold text-gray-900">{String(category.name)}</p>
              {category.description ? <p className="text-gray-700">{String(category.description)}</p> : null}
              {services.length === 0 ? (
                <p className="mt-1 text-gray-600">No services.</p>
              ) : (
                <ul className="mt-1 list-disc pl-5 text-gray-700">
                  {services.map((service) => (
                    <li key={service.id}>{String(service.name)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
