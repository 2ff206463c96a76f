import { describe, expect, it } from "vitest";
import { consentConfig } from "./consent-config";
import { categoryOn, choiceToSave, initialChoice, toggleCategory, toggleService, type CookieCategory } from "./privacy-choice";
import { privacyDialogText } from "./components/consent-strings";

const service = (id: string, active = true) => ({ id, name: id, description: "", hosts: [] as string[], active });
const category = (id: string, name: string, services: ReturnType<typeof service>[]): CookieCategory => ({
  id,
  name,
  name_translation: {},
  description: "",
  description_translation: {},
  cookie_service: services,
});
const categories = [
  category("c1", "Essential", [service("session")]),
  category("c2", "Analytics", [service("stats"), service("retired", false)]),
  category("c3", "External media", [service("youtube"), service("vimeo")]),
  category("c4", "Empty", []),
];
const config = consentConfig({
  organizationId: "org",
  revision: 1,
  locale: "en",
  siteName: "Demo",
  logo: null,
  privacyPolicy: "/privacy-policy",
  cookiePolicy: "/cookie-policy",
  dialog: privacyDialogText("en"),
  categories,
});

describe("the page's consent configuration", () => {
  it("lists the active services with their hosts, essential by category name", () => {
    expect(config.services.map(({ id, essential }) => [id, essential])).toEqual([
      ["session", true],
      ["stats", false],
      ["youtube", false],
      ["vimeo", false],
    ]);
  });
});

describe("the privacy dialog's choice", () => {
  it("starts from the stored choice and the essential services, nothing else pre-selected", () => {
    expect([...initialChoice([], config.services)]).toEqual(["session"]);
    expect([...initialChoice(["vimeo", "gone"], config.services)]).toEqual(["session", "vimeo"]);
  });

  it("switches a category's services together; essential stays on; a category is on when all its services are", () => {
    let chosen = initialChoice([], config.services);
    expect(categoryOn(categories[0]!, chosen)).toBe(true);
    expect(categoryOn(categories[2]!, chosen)).toBe(false);
    chosen = toggleCategory(chosen, categories[2]!, true);
    expect([...chosen].sort()).toEqual(["session", "vimeo", "youtube"]);
    expect(categoryOn(categories[2]!, chosen)).toBe(true);
    chosen = toggleService(chosen, categories, "vimeo", false);
    expect(categoryOn(categories[2]!, chosen)).toBe(false);
    expect(toggleCategory(chosen, categories[0]!, false).has("session")).toBe(true);
    expect(toggleService(chosen, categories, "session", false).has("session")).toBe(true);
    expect(categoryOn(categories[3]!, chosen)).toBe(false);
    // A category with an inactive service is on once its active ones are.
    expect(categoryOn(categories[1]!, toggleCategory(chosen, categories[1]!, true))).toBe(true);
  });

  it("saves the chosen services still offered, and always the essential ones", () => {
    expect(choiceToSave(new Set(["youtube", "retired", "unknown"]), config.services)).toEqual(["session", "youtube"]);
    expect(choiceToSave(new Set(), config.services)).toEqual(["session"]);
  });
});
