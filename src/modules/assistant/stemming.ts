// Light stemming for the assistant's ranking (issue 33 point 3): each language's inflections
// (plurals, gender, verb endings) reduced to a common form, accents folded, so "traducciones" meets
// "traducción" and "translated" meets "translation". Deliberately light (after J. Savoy's light
// stemmers for European languages): a wrong cut costs more in a short question than a missed one,
// and `sameWord` in ranking.ts still matches what shares a long enough beginning. Languages without
// rules here are only folded.

/** Lower case without accents: visitors often type "traduccion" or "deja" for "déjà". */
export function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

type Rule = [suffix: string, replacement: string, minimumStem: number];

/** The first rule whose suffix ends the word and leaves at least `minimumStem` letters applies, once per list. */
function applyFirst(word: string, rules: Rule[]): string {
  for (const [suffix, replacement, minimumStem] of rules) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minimumStem) return word.slice(0, word.length - suffix.length) + replacement;
  }
  return word;
}

const english: Rule[][] = [
  [["sses", "ss", 2], ["ies", "y", 3], ["ss", "ss", 0], ["us", "us", 0], ["is", "is", 0], ["s", "", 3]],
  [["ingly", "", 3], ["edly", "", 3], ["ing", "", 3], ["ed", "", 3], ["ly", "", 4]],
  [["e", "", 4]],
];

const spanish: Rule[][] = [
  // Verb endings first (the longest first), then plural, then the gender vowel.
  [["amiento", "", 4], ["imiento", "", 4], ["aciones", "", 4], ["ación", "", 4], ["ando", "", 4], ["iendo", "", 4], ["ados", "", 4], ["adas", "", 4], ["idos", "", 4], ["idas", "", 4], ["ado", "", 4], ["ada", "", 4], ["ido", "", 4], ["ida", "", 4], ["ar", "", 3], ["er", "", 3], ["ir", "", 3]],
  // A stressed vowel before the s is a singular ("país", "inglés"), whose plural adds "es".
  [["ces", "z", 3], ["ones", "on", 3], ["es", "", 4], ["ás", "ás", 0], ["és", "és", 0], ["ís", "ís", 0], ["ós", "ós", 0], ["ús", "ús", 0], ["s", "", 3]],
  [["a", "", 3], ["o", "", 3], ["e", "", 4]],
];

const french: Rule[][] = [
  [["ations", "", 4], ["ation", "", 4], ["ements", "", 4], ["ement", "", 4], ["ées", "", 3], ["ée", "", 3], ["és", "", 3], ["é", "", 3], ["er", "", 4], ["ez", "", 4]],
  [["aux", "al", 3], ["x", "", 3], ["s", "", 3]],
  [["e", "", 3]],
];

const rules: Record<string, Rule[][]> = { en: english, es: spanish, fr: french };

/** The word's stem in `locale` (a language tag such as "es" or "fr-CA"), accents folded. */
export function stem(word: string, locale: string): string {
  const steps = rules[locale.split("-")[0]!.toLowerCase()] ?? [];
  return fold(steps.reduce((current, step) => applyFirst(current, step), word));
}
