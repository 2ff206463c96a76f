import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { knownLocales } from "@/lib/locales";
import { adminNamespaces, catalogues, namespaces } from "./catalogues";
import { formatMessage } from "./format";
import { messagesOf, translator } from "./translator";

/** Every key path of a catalogue, with its message. */
function entries(messages: object, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as object, `${prefix}${key}.`),
  );
}

/** The arguments a message names, each given a sample value. */
function samples(elements: MessageFormatElement[], values: Record<string, string | number> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = `<${element.value}>`;
    if (element.type === TYPE.plural) {
      values[element.value] = 3;
      for (const option of Object.values(element.options)) samples(option.value, values);
    }
    if (element.type === TYPE.select) {
      values[element.value] = Object.keys(element.options)[0] ?? "other";
      for (const option of Object.values(element.options)) samples(option.value, values);
    }
  }
  return values;
}

describe("message catalogues", () => {
  const english = Object.fromEntries(namespaces.map((namespace) => [namespace, entries(catalogues.en[namespace]).map(([key]) => key).sort()]));

  it.each(knownLocales)("%s has every key of English and no other", (locale) => {
    for (const namespace of namespaces) {
      expect(entries(catalogues[locale][namespace]).map(([key]) => key).sort(), `${locale}/${namespace}`).toEqual(english[namespace]);
    }
  });

  it.each(knownLocales)("every %s message parses as ICU and formats alike on server and client", (locale) => {
    // The back office's namespaces exist in English only (decision 035): checked once, with English.
    for (const namespace of locale === "en" ? [...namespaces, ...adminNamespaces] : namespaces) {
      for (const [key, message] of entries(catalogues[locale][namespace])) {
        const parsed = parse(message);
        expect(message.trim(), `${locale}/${namespace}.${key} is empty`).not.toBe("");
        const values = samples(parsed);
        const t = translator(locale, namespace) as unknown as (key: string, values: Record<string, string | number>) => string;
        for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101]) {
          const withCount = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "number" ? count : value]));
          expect(formatMessage(message, withCount, locale), `${locale}/${namespace}.${key}`).toBe(t(key, withCount));
        }
      }
    }
  });
});

describe("the back office's catalogues (English only)", () => {
  it("are no public namespace, and every language falls back to English for them", () => {
    expect(adminNamespaces.filter((namespace) => (namespaces as readonly string[]).includes(namespace))).toEqual([]);
    for (const locale of knownLocales) for (const namespace of adminNamespaces) expect(catalogues[locale][namespace], `${locale}/${namespace}`).toBe(catalogues.en[namespace]);
  });

  it("format arguments, plurals and selects as the tables they replace did", () => {
    const t = (namespace: (typeof adminNamespaces)[number], key: string, values: Record<string, string | number>) =>
      formatMessage((catalogues.en[namespace] as Record<string, string>)[key] ?? "", values, "en");
    expect([0, 1, 2].map((count) => t("supportInbox", "unread", { count }))).toEqual(["0 unread", "1 unread", "2 unread"]);
    expect([0, 1, 7].map((minutes) => t("adminMeetings", "waitingFor", { minutes }))).toEqual(["just arrived", "waiting 1 min", "waiting 7 min"]);
    expect([1, 3].map((times) => t("assistantManagement", "timesAsked", { times }))).toEqual(["asked once", "asked 3 times"]);
    expect(t("invitation", "accepted", { role: "admin", site: "Acme" })).toBe("Welcome! You are now an admin of Acme.");
    expect(t("invitation", "accepted", { role: "member", site: "Acme" })).toBe("Welcome! You are now a member of Acme.");
    expect(t("siteCheck", "summary", { pages: "12", found: 1 })).toBe("12 pages checked: 1 thing to fix.");
    expect(t("menuEditor", "menuCreated", { name: "Shop" })).toBe('Menu item "Shop" created successfully');
    expect(translator("de", "adminDashboard")("pages", { all: 1, shown: "0" })).toBe("1 page, 0 published");
    expect(messagesOf("ja", "supportInbox").title).toBe("Live support");
  });
});

describe("plural forms", () => {
  const options = (locale: string, count: number) => translator(locale, "shell")("options", { count });

  it("Russian: one, few, many", () => {
    expect([1, 2, 5, 21].map((count) => options("ru", count))).toEqual(["1 вариант", "2 варианта", "5 вариантов", "21 вариант"]);
    expect([11, 22, 25, 111].map((count) => options("ru", count))).toEqual(["11 вариантов", "22 варианта", "25 вариантов", "111 вариантов"]);
  });

  it("Polish: one, few, many", () => {
    expect([1, 2, 5, 22].map((count) => options("pl", count))).toEqual(["1 opcja", "2 opcje", "5 opcji", "22 opcje"]);
    expect([12, 21, 25].map((count) => options("pl", count))).toEqual(["12 opcji", "21 opcji", "25 opcji"]);
  });

  it("Japanese: one form for every number", () => {
    expect([1, 2, 5, 21].map((count) => options("ja", count))).toEqual(["1 件", "2 件", "5 件", "21 件"]);
  });

  it("English and the client-side formatter agree with it", () => {
    expect([1, 2].map((count) => options("en", count))).toEqual(["1 option", "2 options"]);
    expect(formatMessage(catalogues.ru.shell.options, { count: 2 }, "ru")).toBe("2 варианта");
    expect(formatMessage(catalogues.pl.shell.options, { count: 2 }, "pl")).toBe("2 opcje");
  });

  it("an unknown language falls back to English", () => {
    expect(options("xx", 2)).toBe("2 options");
  });
});

describe("formatMessage", () => {
  it("fills simple arguments and keeps quoted braces", () => {
    expect(formatMessage("Remove {name} from the basket", { name: "Starter" })).toBe("Remove Starter from the basket");
    expect(formatMessage("It''s '{literal}' {x}", { x: "y" })).toBe("It's {literal} y");
  });

  it("chooses a select's branch by the value, else other", () => {
    const invited = "invited as {role, select, admin {admin} other {member}}";
    expect(["admin", "member", "owner"].map((role) => formatMessage(invited, { role }))).toEqual(["invited as admin", "invited as member", "invited as member"]);
  });
});
