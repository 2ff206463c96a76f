import { removeStopwords, deu, eng, fra, ita, jpn, nld, pol, por, rus, spa, zho } from "stopword";
import type { Passage } from "./passages";
import { fold, stem } from "./stemming";

// Which passages answer a question (issues 15 and 33): ranked as a person would look. BM25 over the
// candidate passages with each language's stemming, a title or heading worth more than the text; then
// the places that say what the question says: a title or heading the question repeats ("How long
// does a certified translation take?" is that article, not the one whose list holds the same two
// words) and the question's words side by side in the passage. The share of the question's weight a
// passage covers decides whether it answers at all.

const stopwords: Record<string, string[]> = { en: eng, es: spa, de: deu, fr: fra, ru: rus, it: ita, pt: por, nl: nld, pl: pol, ja: jpn, zh: zho };

/**
 * Words that ask rather than say ("how", "can", "I"), per language; the English ones are always
 * dropped, as visitors mix them in. They still count in a title the question repeats.
 */
const questionWords: Record<string, string[]> = {
  en: ["how", "what", "which", "when", "where", "who", "why", "can", "could", "do", "does", "did", "is", "are", "i", "my", "you", "your", "we", "our", "need", "get", "long", "much", "many", "there", "any", "should", "will", "would"],
  es: ["cuánto", "cuánta", "cuántos", "cuántas", "cómo", "dónde", "cuándo", "qué", "quién", "cuál", "cuáles", "puedo", "puede", "pueden", "necesito", "necesita", "tengo", "tiene", "hay", "debo", "debe", "hago", "hacer"],
  fr: ["combien", "comment", "où", "quand", "quel", "quelle", "quels", "quelles", "qui", "dois", "doit", "puis", "peux", "peut", "faut", "faire", "fais", "est"],
};

/** Function words the stopword package's short Spanish list (59 words) lacks. */
const moreStopwords: Record<string, string[]> = {
  es: ["es", "son", "soy", "eres", "está", "están", "estoy", "ser", "estar", "mis", "tus", "sus", "mi", "tu", "su", "nuestro", "nuestra", "vuestro", "vuestra", "me", "te", "nos", "os", "le", "les", "lo", "ha", "han", "he", "has", "hemos", "muy", "más", "ya", "sí", "también", "tras", "hasta", "desde", "ese", "esa", "este", "esta", "eso", "esto"],
  fr: ["après", "aussi", "très", "cela", "ça"],
};

const languageOf = (locale: string) => locale.split("-")[0]!.toLowerCase();

/** French and Italian elide articles into the next word ("l'original", "d'un"): the word is what follows. */
const elision = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|dell|all|dall|nell|sull)['’]/u;

/** Every word of `text` as written, lower case, split the way the language splits words. */
export function wordsOf(text: string, locale = "en"): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  return [...segmenter.segment(text.normalize("NFKC").toLocaleLowerCase(locale))].filter((part) => part.isWordLike).map((part) => part.segment.replace(elision, ""));
}

const meaningless = (locale: string) => {
  const language = languageOf(locale);
  return new Set([...(stopwords[language] ?? []), ...(moreStopwords[language] ?? []), ...eng, ...(questionWords[language] ?? []), ...questionWords.en!]);
};

/** The words of `text` that carry meaning: lower case, split the way the language splits words, stop words out. */
export function termsOf(text: string, locale = "en"): string[] {
  const dropped = meaningless(locale);
  return removeStopwords(wordsOf(text, locale), [...dropped]).filter((word) => !dropped.has(word) && !dropped.has(fold(word)));
}

/** Terms of the question used for matching: without the ones that are only question words. */
export function questionTerms(question: string, locale = "en"): string[] {
  return [...new Set(termsOf(question, locale))];
}

/**
 * One stem matches another when they are the same, one begins the other (the shorter of at least
 * four letters: "register", "registering"), or they share a beginning of at least five letters that
 * is most of the shorter ("approval", "approved"; "traduire", "traduit"): what the light stemmers leave of derivation.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  return shared >= 5 && shared >= 0.7 * short.length;
}

export interface Ranked {
  passage: Passage;
  score: number;
  /** The share of the question's weight (IDF) whose words the passage holds: 1 is all of them. */
  coverage: number;
}

const k1 = 1.2;
const b = 0.75;
/**
 * How much a word counts in a heading or a title, against the text. The article's title is the
 * opening passage's own heading; in a section it counts as the text does, so that a question
 * matching only the title points to the article's opening, not its shortest section.
 */
const fieldWeight = { heading: 2, title: 2, sectionTitle: 1, text: 1 };
/**
 * A title or heading the question repeats adds up to this share of the question's whole weight (all
 * of it for an exact title; squared, so that a near repeat counts and a few shared words hardly), and each pair of the question's words found side by side this share of
 * the pair's weight: what says the same thing beats what holds the same words.
 */
const repeatedTitleWeight = 1.5;
const phraseWeight = 0.5;
/** A section's share of its article's repeated title: the article's opening is what a title asks for. */
const sectionShareOfTitle = 0.5;
/** Words apart that still make a phrase ("certified translation", "translation is certified"). */
const phraseWindow = 3;

/** A field's words with their positions (stop words keep theirs, so distance is as written) and its meaningful stems. */
interface Field {
  stems: { stem: string; at: number }[];
  /** Every word folded, stop words included: what a repeated title is compared on. */
  all: string[];
}

function fieldOf(text: string, locale: string, dropped: Set<string>): Field {
  const all = wordsOf(text, locale);
  const stems = all.flatMap((word, at) => (dropped.has(word) || dropped.has(fold(word)) ? [] : [{ stem: stem(word, locale), at }]));
  return { stems, all: all.map((word) => stem(word, locale)) };
}

/**
 * How much of a title (or heading) the question repeats: the share of the title's words, stop words
 * included, found in the question, times the share of the question's words found in the title, so
 * that a two-word heading inside a long question counts less than the question asked as a title.
 */
function repeated(title: string[], question: string[]): number {
  if (title.length === 0 || question.length === 0) return 0;
  const inQuestion = title.filter((word) => question.some((asked) => sameWord(asked, word))).length / title.length;
  const inTitle = question.filter((asked) => title.some((word) => sameWord(asked, word))).length / question.length;
  return inQuestion * inTitle;
}

/** Whether two stems occur within the phrase window of each other, in either order. */
function nearby(field: Field, first: string, second: string): boolean {
  const at = (term: string) => field.stems.filter((entry) => sameWord(entry.stem, term)).map((entry) => entry.at);
  const seconds = at(second);
  return at(first).some((position) => seconds.some((other) => other !== position && Math.abs(other - position) <= phraseWindow));
}

export function rankPassages(question: string, passages: Passage[], locale = "en"): Ranked[] {
  const dropped = meaningless(locale);
  const asked = [...new Set(questionTerms(question, locale).map((term) => stem(term, locale)))];
  if (asked.length === 0 || passages.length === 0) return [];
  const askedAll = wordsOf(question, locale).map((word) => stem(word, locale));
  const fields = passages.map((passage) => ({
    heading: fieldOf(passage.heading ?? "", locale, dropped),
    title: fieldOf(passage.title, locale, dropped),
    text: fieldOf(passage.text, locale, dropped),
    context: fieldOf(passage.context ?? "", locale, dropped),
  }));
  type Fields = (typeof fields)[number];
  const lengths = fields.map((field) => field.heading.stems.length + field.title.stems.length + field.text.stems.length + field.context.stems.length);
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / passages.length || 1;
  const count = (field: Field, term: string) => field.stems.filter((entry) => sameWord(entry.stem, term)).length;
  const holds = (field: Fields, term: string) => count(field.heading, term) + count(field.title, term) + count(field.text, term) + count(field.context, term) > 0;
  const idf = new Map(asked.map((term) => {
    const having = fields.filter((field) => holds(field, term)).length;
    return [term, Math.log(1 + (passages.length - having + 0.5) / (having + 0.5))];
  }));
  const totalWeight = asked.reduce((sum, term) => sum + idf.get(term)!, 0);
  const pairs = asked.slice(1).map((term, index) => [asked[index]!, term] as const);

  return passages
    .map((passage, index) => {
      const field = fields[index]!;
      let score = 0;
      let covered = 0;
      for (const term of asked) {
        const titleWeight = passage.heading === null ? fieldWeight.title : fieldWeight.sectionTitle;
        const frequency = fieldWeight.heading * count(field.heading, term) + titleWeight * count(field.title, term) + fieldWeight.text * (count(field.text, term) + count(field.context, term));
        if (frequency === 0) continue;
        covered += idf.get(term)!;
        score += (idf.get(term)! * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * lengths[index]!) / averageLength));
      }
      if (score === 0) return { passage, score, coverage: 0 };
      // A repeated title points to the article itself (its opening), a repeated heading to its section.
      const titleRepeated = repeated(field.title.all, askedAll) * (passage.heading === null ? 1 : sectionShareOfTitle);
      score += repeatedTitleWeight * totalWeight * Math.max(titleRepeated, repeated(field.heading.all, askedAll)) ** 2;
      for (const [first, second] of pairs) {
        if ([field.heading, field.title, field.text].some((part) => nearby(part, first, second))) score += (phraseWeight * (idf.get(first)! + idf.get(second)!)) / 2;
      }
      return { passage, score, coverage: totalWeight > 0 ? covered / totalWeight : 0 };
    })
    .filter((ranked) => ranked.score > 0)
    .sort((first, second) => second.score - first.score);
}
