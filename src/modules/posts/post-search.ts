import { decodeHTML } from "entities";

/** Words of a search beyond this many are ignored: longer queries find nothing more useful. */
export const searchWordLimit = 8;

/** The words of a search as the queries take them: lower case, letters and digits only, each once, at most `searchWordLimit`. */
export function searchWords(text: string): string[] {
  const words = text.normalize("NFKC").toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, searchWordLimit);
}

/**
 * What a search asks the database's `search_query` (migration 0017): one term per word, each term the
 * words it may match, space-separated; every term must match. A word matches stemmed in each of the
 * site's languages ("visado" finds "visados", "translated" finds "translation") or as the beginning
 * of a word ("translat"). Only letters and digits ever reach it (searchWords), so nothing typed can
 * change the query's syntax. Here each term is the typed word alone; `typoTerms` adds corrections.
 */
export type SearchTerms = string[];

export const exactTerms = (words: readonly string[]): SearchTerms => [...words];

/** Words shorter than this are never corrected: one typo in three letters is another word. */
export const shortestCorrectedWord = 4;

/**
 * Whether `typed` is one typo from `word`: one letter left out, added, replaced, or two neighbours
 * swapped (the optimal string alignment distance is 1). Trigram similarity finds the candidates with
 * an index; this says which of them a visitor could have meant.
 */
export function oneTypoApart(typed: string, word: string): boolean {
  const a = [...typed];
  const b = [...word];
  if (Math.abs(a.length - b.length) > 1 || typed === word) return false;
  // Distances row by row, keeping the two rows before for a swap.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, before[j - 2]! + 1);
      current.push(distance);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] === 1;
}

/**
 * The search again with typos forgiven: each word that is not itself one of the site's words (and
 * is long enough) may also be one of the site's words one typo from it: "certified translaton" →
 * ["certified", "translaton translation"]. Candidates pass the same letters-and-digits check as
 * typed words, so nothing stored can change the query's syntax. Null when no word has a correction
 * (the first search's answer stands).
 */
export function typoTerms(words: readonly string[], candidates: readonly { word: string; candidate: string }[]): { terms: SearchTerms; corrections: string[] } | null {
  const known = new Set(candidates.filter(({ word, candidate }) => word === candidate).map(({ word }) => word));
  const corrections: string[] = [];
  const terms = words.map((word) => {
    if (known.has(word) || [...word].length < shortestCorrectedWord) return word;
    const meant = candidates.filter((entry) => entry.word === word && /^[\p{L}\p{N}]+$/u.test(entry.candidate) && oneTypoApart(word, entry.candidate)).map((entry) => entry.candidate);
    corrections.push(...meant);
    return [word, ...meant].join(" ");
  });
  return corrections.length > 0 ? { terms, corrections } : null;
}

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** A result's snippet: at most two fragments of 30 words, each starting a few words before a found one. */
const snippetWords = 30;
const wordsBeforeFound = 8;
const fragments = 2;
const fragmentDelimiter = " … ";

/** A word as searched words are written (searchWords): NFKC lower case; ASCII needs no normalizing. */
function comparable(word: string): string {
  return /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : word.normalize("NFKC").toLocaleLowerCase();
}

/** The text of stored HTML as a reader sees it: tags out, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}

/**
 * What a search result shows of a text: fragments around the words that begin with a searched word,
 * those words marked, or the text's beginning when none does. Built here rather than by ts_headline,
 * which was four fifths of a search's statement on the database (issue 30). Plain-text parts: the
 * page renders them as text nodes (and <mark>), so nothing of the stored HTML is ever interpreted.
 */
export function snippetParts(text: string, words: readonly string[]): SnippetPart[] {
  // Read word by word only as far as the snippet needs: a search's page of results reads every
  // result's whole text otherwise, which was a fifth of `/api/search`'s time in Node (issue 30).
  const tokens: { start: number; end: number }[] = [];
  const found = new Set<number>();
  // Token ranges [from, to): around the first found words, one after another, or the beginning.
  const windows: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (windows.length === fragments && tokens.length >= windows.at(-1)![1]) break;
    const at = tokens.push({ start: match.index, end: match.index + match[0].length }) - 1;
    const word = comparable(match[0]);
    if (!words.some((searched) => word.startsWith(searched))) continue;
    found.add(at);
    const last = windows.at(-1);
    if (windows.length === fragments || (last && at < last[1])) continue;
    const from = Math.max(last?.[1] ?? 0, at - wordsBeforeFound);
    if (last && from === last[1]) last[1] += snippetWords;
    else windows.push([from, from + snippetWords]);
  }
  if (tokens.length === 0) return text.trim() ? [{ text: text.trim(), marked: false }] : [];
  if (windows.length === 0) windows.push([0, snippetWords]);
  for (const window of windows) window[1] = Math.min(tokens.length, window[1]);

  const parts: SnippetPart[] = [];
  const add = (piece: string, marked: boolean) => {
    const previous = parts.at(-1);
    if (!piece) return;
    if (previous && previous.marked === marked && !marked) previous.text += piece;
    else parts.push({ text: piece, marked });
  };
  windows.forEach(([from, to], index) => {
    if (index > 0) add(fragmentDelimiter, false);
    for (let at = from; at < to; at++) {
      const token = tokens[at]!;
      if (at > from) add(text.slice(tokens[at - 1]!.end, token.start).replace(/\s+/g, " "), false);
      add(text.slice(token.start, token.end), found.has(at));
    }
  });
  return parts;
}
