import { env } from "@/env";
import type { Passage } from "./passages";
import { log } from "@/server/log";

// The optional writer of the assistant's answers (issue 15, decision 026): any OpenAI-compatible
// chat completions API (ASSISTANT_LLM_URL, ASSISTANT_LLM_KEY, ASSISTANT_LLM_MODEL). It sees only the
// retrieved passages and must cite them by number; an answer that cites none is not used.

/** What the model is told to say when the passages do not hold the answer. */
export const noAnswerMarker = "NO_ANSWER";
const timeoutMs = 20_000;

export type ModelAnswer = { kind: "answer"; text: string; cited: number[] } | { kind: "unknown" } | { kind: "unavailable" };

export function languageModelConfigured(): boolean {
  const { ASSISTANT_LLM_URL, ASSISTANT_LLM_MODEL } = env();
  return Boolean(ASSISTANT_LLM_URL && ASSISTANT_LLM_MODEL);
}

const instructions = (locale: string) =>
  [
    "You answer visitors' questions for a business, using only the numbered passages from its help center, documentation and FAQs.",
    "Cite every passage you use by its number in square brackets, like [1].",
    `If the passages do not answer the question, reply with exactly ${noAnswerMarker} and nothing else.`,
    "Never add facts that are not in the passages. Be brief: two to four sentences.",
    `Answer in the language whose code is "${locale}".`,
  ].join(" ");

const numbered = (passages: Passage[]) => passages.map((passage, index) => `[${index + 1}] ${[passage.title, passage.heading].filter(Boolean).join(" — ")}\n${passage.text}`).join("\n\n");

/** The model's answer from `passages` (numbers from 1), or why there is none. */
export async function askLanguageModel(question: string, passages: Passage[], locale: string): Promise<ModelAnswer> {
  const { ASSISTANT_LLM_URL, ASSISTANT_LLM_KEY, ASSISTANT_LLM_MODEL } = env();
  if (!ASSISTANT_LLM_URL || !ASSISTANT_LLM_MODEL) return { kind: "unavailable" };
  try {
    const response = await fetch(`${ASSISTANT_LLM_URL.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(ASSISTANT_LLM_KEY ? { authorization: `Bearer ${ASSISTANT_LLM_KEY}` } : {}) },
      body: JSON.stringify({
        model: ASSISTANT_LLM_MODEL,
        temperature: 0,
        messages: [
          { role: "system", content: instructions(locale) },
          { role: "user", content: `Passages:\n\n${numbered(passages)}\n\nQuestion: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const reply = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = reply.choices?.[0]?.message?.content?.trim() ?? "";
    if (content === noAnswerMarker || content.startsWith(noAnswerMarker)) return { kind: "unknown" };
    const cited = [...new Set([...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])))].filter((number) => number >= 1 && number <= passages.length);
    if (cited.length === 0) return { kind: "unavailable" };
    return { kind: "answer", text: content.replace(/\s*\[\d+\]/g, "").trim(), cited };
  } catch (error) {
    // The extractive answer stands in: a model that is down must not leave the visitor without one.
    log().error(`[assistant] the language model did not answer: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: "unavailable" };
  }
}
