import { isEssentialCategory, type ConsentConfig } from "./components/consent-state";

interface CategoryWithServices {
  name: string;
  cookie_service: { id: string; name: string; hosts: string[]; active: boolean }[];
}

/**
 * What a public page needs to know about consent, the same for every visitor (decision 007): the
 * organization's active services (essential or not, with the hosts they cover), the policy revision,
 * and the dialog's texts. Rendered into the notice's `data-config`.
 */
export function consentConfig(input: Omit<ConsentConfig, "services"> & { categories: CategoryWithServices[] }): ConsentConfig {
  const { categories, ...rest } = input;
  const services = categories.flatMap((category) =>
    category.cookie_service
      .filter((service) => service.active)
      .map((service) => ({ id: service.id, name: service.name, essential: isEssentialCategory(category.name), hosts: service.hosts })),
  );
  return { ...rest, services };
}
