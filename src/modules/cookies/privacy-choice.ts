// The privacy dialog's rules, kept apart from its markup so that they can be tested.
import { isEssentialCategory, type ConsentService } from "./components/consent-state";

/** A category as GET /api/cookies/categories answers it (spec 001 §7). */
export interface CookieCategory {
  id: string;
  name: string;
  name_translation: Record<string, string>;
  description: string;
  description_translation: Record<string, string>;
  cookie_service: { id: string; name: string; description: string; hosts: string[]; active: boolean }[];
}

/** The services a visitor can choose in a category: its active ones. */
export const activeServices = (category: CookieCategory) => category.cookie_service.filter((service) => service.active);

/**
 * What the dialog starts with: the stored choice (under the current revision) limited to the page's
 * services, and the essential ones, which are always on. Nothing else is pre-selected.
 */
export function initialChoice(stored: string[], services: ConsentService[]): Set<string> {
  return new Set(services.filter((service) => service.essential || stored.includes(service.id)).map((service) => service.id));
}

/** A category is on when every active service in it is chosen (and it has one); essential is always on. */
export function categoryOn(category: CookieCategory, chosen: ReadonlySet<string>): boolean {
  if (isEssentialCategory(category.name)) return true;
  const services = activeServices(category);
  return services.length > 0 && services.every((service) => chosen.has(service.id));
}

/** Switches a category's services on or off together; essential categories do not change. */
export function toggleCategory(chosen: ReadonlySet<string>, category: CookieCategory, on: boolean): Set<string> {
  const next = new Set(chosen);
  if (isEssentialCategory(category.name)) return next;
  for (const service of activeServices(category)) {
    if (on) next.add(service.id);
    else next.delete(service.id);
  }
  return next;
}

/** Switches one service; services of an essential category stay on. */
export function toggleService(chosen: ReadonlySet<string>, categories: CookieCategory[], id: string, on: boolean): Set<string> {
  const next = new Set(chosen);
  const category = categories.find((entry) => entry.cookie_service.some((service) => service.id === id));
  if (category && isEssentialCategory(category.name)) return next;
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The ids to save for a custom choice: chosen services that are still offered, and every essential one. */
export function choiceToSave(chosen: ReadonlySet<string>, services: ConsentService[]): string[] {
  return services.filter((service) => service.essential || chosen.has(service.id)).map((service) => service.id);
}
