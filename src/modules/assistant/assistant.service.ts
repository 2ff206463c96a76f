import { listBookableTypes } from "@/modules/meetings/meetings.service";
import { listFaqs } from "@/modules/organizations/organizations.service";
import { placeOf as articlePlace } from "@/modules/posts/posts.service";
import { isTeamOnline } from "@/modules/support/support.service";
import { AppError, notFound, versionConflict } from "@/server/http/errors";
import { countAttempt } from "@/server/limits/attempts";
import * as repository from "./assistant.repository";
import { assistantMessages, type AssistantSettingsInput } from "./assistant.validation";
import { askLanguageModel, languageModelConfigured } from "./language-model";
import { articlePassages, faqPassage, type Passage } from "./passages";
import { questionTerms, rankPassages, type Ranked } from "./ranking";

// The AI assistant (issue 15, decision 026): retrieval in the database (the posts' full-text vectors,
// in the visitor's language where an article has a translation) narrows the organization's help
// articles and documentation to a few, read in that language, which are cut into passages at their
// headings and ranked with the FAQs; the best passage answers (or a configured language model
// writes the answer from the best few), always with citations of the exact article and heading.

/**
 * A passage answers when it holds at least this share of the question's weight; below, the reply is
 * the hand-off. 0.45 was chosen on the eval's own questions (no held-out set): at 0.40, two of its 26
 * unanswerable ones were answered ("How much does a certified translation cost?" from the article on
 * translation times), at 0.45 one is, and three paraphrases missing a word of the content lose theirs.
 */
export const answerCoverage = 0.45;
/** The articles retrieval hands to ranking, and the passages a language model reads. */
const candidateArticles = 8;
const passagesForModel = 4;
/** A second passage is cited too when it answers nearly as well as the first, from another place. */
const secondCitationShare = 0.8;

/**
 * Per organization and day: the questions a language model may answer (beyond, answers are the
 * passages' own words: a configured model costs money per call, and anyone may ask), and the
 * unanswered questions kept for the admins (beyond, new ones are not stored: a list nobody can read
 * through is no help, and the table must not grow with what anyone types).
 */
export const maxModelAnswersPerDay = 500;
export const maxStoredQuestionsPerDay = 100;
const day = 24 * 60 * 60;
export const modelBudgetKey = (organizationId: string) => `assistant-model:${organizationId}`;
export const storedQuestionsKey = (organizationId: string) => `assistant-stored:${organizationId}`;

export const defaultSettings = { enabled: true, welcome_text: "", use_help_center: true, use_docs: true, use_faqs: true, version: 0 };

export async function getSettings(organizationId: string) {
  const row = await repository.findSettings(organizationId);
  return row ? settingsView(row) : defaultSettings;
}

export async function saveSettings(organizationId: string, { version, ...values }: AssistantSettingsInput) {
  await repository.ensureSettings(organizationId);
  const saved = await repository.updateSettings(organizationId, values, version);
  if (saved) return settingsView(saved);
  throw versionConflict(await getSettings(organizationId));
}

function settingsView(row: repository.AssistantSettings) {
  const { enabled, welcome_text, use_help_center, use_docs, use_faqs, version } = row;
  return { enabled, welcome_text, use_help_center, use_docs, use_faqs, version };
}

export interface Citation {
  source: Passage["source"];
  title: string;
  heading: string | null;
  url: string | null;
}

export type AssistantReply =
  | { answered: true; answer: string; citations: Citation[]; written_by: "extract" | "model"; handoff: null }
  | { answered: false; answer: null; citations: []; written_by: null; handoff: { booking_path: string | null; live_support: boolean } };

const citationOf = ({ source, title, heading, url }: Passage): Citation => ({ source, title, heading, url });
const placeOf = (passage: Passage) => passage.url?.split("#")[0] ?? `faq:${passage.title}`;

/** The passages of the organization's content that may answer `question`, best first. */
export async function rankedPassages(organizationId: string, question: string, locale: string, settings: { use_help_center: boolean; use_docs: boolean; use_faqs: boolean }): Promise<Ranked[]> {
  const terms = questionTerms(question, locale);
  if (terms.length === 0) return [];
  const [articles, faqs] = await Promise.all([
    repository.findKnowledgeCandidates(organizationId, locale, terms, { help: settings.use_help_center, docs: settings.use_docs }, candidateArticles),
    settings.use_faqs ? listFaqs(organizationId) : Promise.resolve([]),
  ]);
  const passages = [
    ...articles.flatMap((article) => articlePassages({ ...article, ...articlePlace(article) })),
    ...faqs.map((faq) => faqPassage({ question: inLocale(faq.question, faq.question_translation, locale), answer: inLocale(faq.answer, faq.answer_translation, locale) })),
  ];
  return rankPassages(question, passages, locale);
}

/** The reply to a visitor's question; one that cannot be answered is kept for the admins (`keepUnanswered`). */
export async function ask(organizationId: string, question: string, locale: string, { keepUnanswered = true } = {}): Promise<AssistantReply> {
  const settings = await getSettings(organizationId);
  if (!settings.enabled) throw new AppError({ code: "not_found", message: assistantMessages.off });
  const ranked = await rankedPassages(organizationId, question, locale, settings);
  const fromModel = await modelReply(organizationId, question, ranked, locale);
  const reply = fromModel === undefined ? extractiveReply(ranked) : fromModel;
  if (reply) return reply;
  if (keepUnanswered && (await countAttempt(storedQuestionsKey(organizationId), day)).count <= maxStoredQuestionsPerDay) {
    await repository.recordUnanswered(organizationId, question.trim(), normalize(question), locale);
  }
  const [bookable, online] = await Promise.all([listBookableTypes(organizationId), isTeamOnline(organizationId)]);
  return { answered: false, answer: null, citations: [], written_by: null, handoff: { booking_path: bookable.length > 0 ? "/book" : null, live_support: online } };
}

/** The best passage's own words, and a second one from another place when it answers nearly as well. */
function extractiveReply(ranked: Ranked[]): AssistantReply | null {
  const [best, ...rest] = ranked;
  if (!best || best.coverage < answerCoverage) return null;
  const second = rest.find((other) => other.coverage >= answerCoverage && other.score >= secondCitationShare * best.score && placeOf(other.passage) !== placeOf(best.passage));
  const used = second ? [best.passage, second.passage] : [best.passage];
  return { answered: true, answer: best.passage.text, citations: used.map(citationOf), written_by: "extract", handoff: null };
}

/**
 * With a language model configured and the organization's daily budget not spent: its answer from
 * the best passages, null when it says they do not answer; undefined: answer extractively.
 */
async function modelReply(organizationId: string, question: string, ranked: Ranked[], locale: string): Promise<AssistantReply | null | undefined> {
  if (!languageModelConfigured() || ranked.length === 0) return undefined;
  if ((await countAttempt(modelBudgetKey(organizationId), day)).count > maxModelAnswersPerDay) return undefined;
  const passages = ranked.slice(0, passagesForModel).map((entry) => entry.passage);
  const answer = await askLanguageModel(question, passages, locale);
  if (answer.kind === "unavailable") return undefined;
  if (answer.kind === "unknown") return null;
  return { answered: true, answer: answer.text, citations: answer.cited.map((number) => citationOf(passages[number - 1]!)), written_by: "model", handoff: null };
}

const inLocale = (text: string, translations: Record<string, string>, locale: string) => translations[locale] || text;

const normalize = (question: string) => question.trim().toLocaleLowerCase().replace(/\s+/g, " ");

export async function listUnanswered(organizationId: string) {
  return (await repository.listUnanswered(organizationId, 100)).map(({ id, question, locale, times_asked, last_asked_at }) => ({ id, question, locale, times_asked, last_asked_at: last_asked_at.toISOString() }));
}

export async function dismissUnanswered(organizationId: string, id: string) {
  if (!(await repository.deleteUnanswered(organizationId, id))) throw notFound(assistantMessages.questionNotFound);
}
