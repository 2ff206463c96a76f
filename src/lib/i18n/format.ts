import { numberFormat, pluralRules } from "./formatters";

/**
 * Formats the few ICU messages a client component fills in itself (a plan's name in the basket, a
 * video service's name, an HTTP status, the back office's messages with arguments) without a client
 * i18n runtime: simple `{argument}`s, `{count, plural, ...}` with `#`, chosen by Intl.PluralRules,
 * and `{role, select, ...}`. The server formats everything else with use-intl's translator
 * (translator.ts); messages.test.ts checks both agree on every catalogue.
 * `locale` is needed for plural and number arguments only (without it they throw).
 */
export function formatMessage(message: string, values: Record<string, string | number>, locale?: string): string {
  const text = unquote(message);
  return render(text, 0, text.length, locale, values, undefined).text;
}

// ICU quoting: '' is one apostrophe; an apostrophe before { } # | starts a quoted literal. Quoted
// braces are replaced by private-use characters while parsing and restored at the end.
const open = "\uE000", close = "\uE001", hash = "\uE002";
function unquote(message: string): string {
  return message.replace(/''|'([{}#|][^']*)'?/g, (whole, quoted: string | undefined) =>
    quoted === undefined ? "'" : quoted.replaceAll("{", open).replaceAll("}", close).replaceAll("#", hash),
  );
}
const restore = (text: string) => text.replaceAll(open, "{").replaceAll(close, "}").replaceAll(hash, "#");

/** The index of the brace that closes the one at `start`. */
function matching(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index;
  }
  throw new Error(`Unclosed argument in "${text}"`);
}

function render(text: string, from: number, to: number, locale: string | undefined, values: Record<string, string | number>, count: number | undefined): { text: string } {
  let out = "";
  for (let index = from; index < to; index++) {
    const char = text[index];
    if (char === "#" && count !== undefined) {
      out += number(locale, count);
    } else if (char === "{") {
      const end = matching(text, index);
      out += argument(text.slice(index + 1, end), locale, values);
      index = end;
    } else out += char;
  }
  return { text: restore(out) };
}

function argument(body: string, locale: string | undefined, values: Record<string, string | number>): string {
  const [name = "", kind] = body.split(",", 2).map((part) => part.trim());
  const value = values[name];
  if (kind === undefined) return typeof value === "number" ? number(locale, value) : String(value ?? `{${name}}`);
  if (kind !== "plural" && kind !== "select") throw new Error(`Unsupported ICU argument type "${kind}" in "{${body}}"`);
  const options = body.slice(body.indexOf(",", body.indexOf(",") + 1) + 1);
  const branches = new Map<string, [number, number]>();
  const pattern = /\s*(=\d+|[\w-]+)\s*\{/g;
  let found: RegExpExecArray | null;
  while ((found = pattern.exec(options))) {
    const start = found.index + found[0].length - 1;
    const end = matching(options, start);
    branches.set(found[1] ?? "other", [start + 1, end]);
    pattern.lastIndex = end + 1;
  }
  if (kind === "select") {
    // `{role, select, admin {an admin} other {a member}}`: the branch named by the value, else `other`.
    const chosen = branches.get(String(value)) ?? branches.get("other");
    if (!chosen) throw new Error(`No "other" in "{${body}}"`);
    return render(options, chosen[0], chosen[1], locale, values, undefined).text;
  }
  if (!locale) throw new Error(`A plural needs a locale: "{${body}}"`);
  const count = Number(value);
  const chosen = branches.get(`=${count}`) ?? branches.get(pluralRules(locale).select(count)) ?? branches.get("other");
  if (!chosen) throw new Error(`No "other" in "{${body}}"`);
  return render(options, chosen[0], chosen[1], locale, values, count).text;
}

function number(locale: string | undefined, value: number): string {
  if (!locale) throw new Error("A number needs a locale");
  return numberFormat(locale).format(value);
}
