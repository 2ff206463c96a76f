import { removeStopwords, deu, eng, fra, ita, jpn, nld, pol, por, rus, spa, zho } from "stopword";
import type { Passage } from "./passages";

// Which passages answer a question (issue 15's extractive assistant): BM25 over the candidate
// passages, the section's heading and the article's title counting with its text, and the share of
// the question's weight a passage covers deciding whether it answers at all.

const stopwords: Record<string, string[]> = { en: eng, es: spa, de: deu, fr: fra, ru: rus, it: ita, pt: por, nl: nld, pl: pol, ja: jpn, zh: zho };

/** Words that ask rather than say ("how", "can", "I"), in every language: English ones are always dropped, as visitors mix them in. */
const questionWords = ["how", "what", "which", "when", "where", "who", "why", "can", "could", "do", "does", "did", "is", "are", "i", "my", "you", "your", "we", "our", "need", "get", "long", "much", "many", "there", "any"];

/** The words of `text` that carry meaning: lower case, split the way the language splits words, stop words out. */
export function termsOf(text: string, locale = "en"): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  const words = [...segmenter.segment(text.normalize("NFKC").toLocaleLowerCase(locale))].filter((part) => part.isWordLike).map((part) => part.segment);
  return removeStopwords(words, [...(stopwords[locale] ?? []), ...eng]).filter((word) => !questionWords.includes(word));
}

/** Terms of the question used for matching: without the ones that are only question words. */
export function questionTerms(question: string, locale = "en"): string[] {
  return [...new Set(termsOf(question, locale))];
}

/**
 * One word matches another when they share a stem: the same word, one beginning the other (the
 * shorter of at least four letters: "register", "registering"), or a common beginning of at least
 * five letters that is most of the shorter word ("translation", "translating"; "approval",
 * "approved"). The stemming a 'simple' full-text configuration does not do, in any language.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  return shared >= 5 && shared >= 0.75 * short.length;
}

export interface Ranked {
  passage: Passage;
  score: number;
  /** The share of the question's weight (IDF) whose words the passage holds: 1 is all of them. */
  coverage: number;
}

const k1 = 1.2;
const b = 0.75;
/** How much a word counts in a heading or a title, against the text. */
const fieldWeight = { heading: 2, title: 1.5, text: 1 };

export function rankPassages(question: string, passages: Passage[], locale = "en"): Ranked[] {
  const asked = questionTerms(question, locale);
  if (asked.length === 0 || passages.length === 0) return [];
  const fields = passages.map((passage) => ({
    heading: termsOf(passage.heading ?? "", locale),
    title: termsOf(passage.title, locale),
    text: termsOf(passage.text, locale),
  }));
  const lengths = fields.map((field) => field.heading.length + field.title.length + field.text.length);
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / passages.length || 1;
  const holds = (field: { heading: string[]; title: string[]; text: string[] }, term: string) => [...field.heading, ...field.title, ...field.text].some((word) => sameWord(word, term));
  const idf = new Map(asked.map((term) => {
    const having = fields.filter((field) => holds(field, term)).length;
    return [term, Math.log(1 + (passages.length - having + 0.5) / (having + 0.5))];
  }));
  const totalWeight = asked.reduce((sum, term) => sum + idf.get(term)!, 0);

  return passages
    .map((passage, index) => {
      const field = fields[index]!;
      let score = 0;
      let covered = 0;
      for (const term of asked) {
        const count = (words: string[]) => words.filter((word) => sameWord(word, term)).length;
        const frequency = fieldWeight.heading * count(field.heading) + fieldWeight.title * count(field.title) + fieldWeight.text * count(field.text);
        if (frequency === 0) continue;
        covered += idf.get(term)!;
        score += (idf.get(term)! * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * lengths[index]!) / averageLength));
      }
      return { passage, score, coverage: totalWeight > 0 ? covered / totalWeight : 0 };
    })
    .filter((ranked) => ranked.score > 0)
    .sort((first, second) => second.score - first.score);
}
