import { beforeAll, describe, expect, it } from "vitest";
import { answerable, citationKey, unanswerable } from "../../../scripts/eval/assistant-questions";
import { seedDemoContent } from "@/modules/demo/demo-content";
import { call, expectAdminOnly, expectError } from "@/testing/api";
import { countAttempt } from "@/server/limits/attempts";
import { createTestWorld } from "@/testing/factories";
import { maxStoredQuestionsPerDay, storedQuestionsKey } from "./assistant.service";

// The AI assistant through the API (issue 15), over the demo's help articles, documentation and FAQs
// written into acme, extractive (no language model configured: see assistant.model.test.ts).

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;
beforeAll(async () => {
  world = await createTestWorld();
  await seedDemoContent(world.acme.organization.id);
});

type Reply = { answered: boolean; answer: string | null; citations: { source: string; title: string; heading: string | null; url: string | null }[]; written_by: string | null; handoff: { booking_path: string | null; live_support: boolean } | null };
/** Each question from an address of its own: the limit per address is tested on its own. */
const anAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const ask = async (question: string, host = world.acme.host, locale = "en"): Promise<Reply> => {
  const response = await call("/api/assistant/ask", { host, json: { question, locale }, headers: { "x-forwarded-for": anAddress() } });
  expect(response.status).toBe(200);
  return (await response.json()) as Reply;
};
const asAdmin = (path: string, request: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...request });

describe("POST /api/assistant/ask", () => {
  it("answers from the exact section of a documentation chapter, citing its title, heading and link", async () => {
    const reply = await ask("How long should my password be?");
    expect(reply).toMatchObject({ answered: true, written_by: "extract", handoff: null });
    expect(reply.answer).toContain("at least ten characters");
    expect(reply.citations[0]).toEqual({ source: "doc", title: "Creating your account", heading: "Choosing a password", url: "/docs/client-portal-guide/creating-your-account#choosing-a-password" });
  });

  it("answers from an FAQ, in the visitor's language when it is translated", async () => {
    const reply = await ask("Can I pay in monthly instalments?");
    expect(reply.citations[0]).toMatchObject({ source: "faq", title: "Can I pay in instalments?", url: null });
    const spanish = (await (await call("/api/assistant/ask", { host: world.acme.host, json: { question: "¿Puedo pagar a plazos?", locale: "es" }, headers: { "x-forwarded-for": anAddress() } })).json()) as Reply;
    expect(spanish.citations[0]).toMatchObject({ source: "faq", title: "¿Puedo pagar a plazos?" });
  });

  it("follows an article's edit at once", async () => {
    expect((await ask("How long should my password be?")).answer).not.toContain("twelve");
    const chapter = (await (await asAdmin("/api/posts/creating-your-account/edit")).json()) as { content: string; version: number };
    const saved = await asAdmin("/api/posts/creating-your-account", { method: "PATCH", json: { content: chapter.content.replace("at least ten characters", "at least twelve characters"), version: chapter.version } });
    expect(saved.status).toBe(200);
    expect((await ask("How long should my password be?")).answer).toContain("at least twelve characters");
  });

  it("says it does not know, offers the hand-off and keeps the question for the admins", async () => {
    const question = `What are your office opening hours, ${crypto.randomUUID().slice(0, 6)}?`;
    const reply = await ask(question);
    expect(reply).toEqual({ answered: false, answer: null, citations: [], written_by: null, handoff: { booking_path: null, live_support: false } });
    await ask(`  ${question.toUpperCase()} `);
    const questions = (await (await asAdmin("/api/assistant/questions")).json()) as { id: string; question: string; times_asked: number }[];
    const kept = questions.find((entry) => entry.question.toLowerCase() === question.toLowerCase());
    expect(kept).toMatchObject({ times_asked: 2 });
    expect((await asAdmin(`/api/assistant/questions/${kept!.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await asAdmin(`/api/assistant/questions/${kept!.id}`, { method: "DELETE" })).status).toBe(404);
    // Another organization asks nothing of acme's content, and sees none of its questions.
    expect((await ask("How long should my password be?", world.globex.host)).answered).toBe(false);
    const globexQuestions = (await (await call("/api/assistant/questions", { host: world.globex.host, token: world.outsider.token })).json()) as { question: string }[];
    expect(globexQuestions.map((entry) => entry.question)).toEqual(["How long should my password be?"]);
  });

  it(`keeps at most ${maxStoredQuestionsPerDay} new unanswered questions a day, and still hands each asker off`, async () => {
    // The day's allowance spent, as by that many visitors' questions.
    for (let count = 0; count < maxStoredQuestionsPerDay; count++) await countAttempt(storedQuestionsKey(world.acme.organization.id), 24 * 60 * 60);
    const question = `Do you take payment in seashells, ${crypto.randomUUID().slice(0, 6)}?`;
    const reply = await ask(question);
    expect(reply).toMatchObject({ answered: false, handoff: expect.anything() });
    const questions = (await (await asAdmin("/api/assistant/questions")).json()) as { question: string }[];
    expect(questions.map((entry) => entry.question)).not.toContain(question);
  });

  it("keeps no question an admin asked (trying it out), and offers live support while an admin has the inbox open", async () => {
    const question = `Do you sell gift cards, ${crypto.randomUUID().slice(0, 6)}?`;
    const reply = (await (await asAdmin("/api/assistant/ask", { json: { question } })).json()) as Reply;
    expect(reply.answered).toBe(false);
    const questions = (await (await asAdmin("/api/assistant/questions")).json()) as { question: string }[];
    expect(questions.map((entry) => entry.question)).not.toContain(question);

    const inbox = await asAdmin("/api/support/conversations/events");
    const reader = inbox.body!.getReader();
    await reader.read();
    expect((await ask(`Is there parking, ${crypto.randomUUID().slice(0, 6)}?`)).handoff).toEqual({ booking_path: null, live_support: true });
    await reader.cancel();
  });

  it("takes at most 30 questions a minute from one address", async () => {
    const address = anAddress();
    const asked = () => call("/api/assistant/ask", { host: world.acme.host, json: { question: "How long should my password be?" }, headers: { "x-forwarded-for": address } });
    for (let count = 0; count < 30; count++) expect((await asked()).status).toBe(200);
    const refused = await asked();
    await expectError(refused, 429, "Too many attempts. Please try again later.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses an empty or overlong question with the message", async () => {
    await expectError(await call("/api/assistant/ask", { host: world.acme.host, json: { question: "   " } }), 400, "Please type a question");
    await expectError(await call("/api/assistant/ask", { host: world.acme.host, json: { question: "x".repeat(501) } }), 400, "Questions are at most 500 characters");
  });

  it("answers the exact title of an article from that article, not from another holding the same words (issue 33)", async () => {
    const reply = await ask("How long does a certified translation take?");
    expect(reply.citations[0]).toMatchObject({ source: "help", title: "How long does a certified translation take?", heading: null, url: "/help-center/translation-times" });
    expect(reply.answer).toContain("three to five working days");
  });

  it("answers a Spanish visitor from the Spanish text of an article, at the same address; untranslated, from the base text", async () => {
    const reply = await ask("¿Qué tengo que llevar para registrar mi domicilio?", world.acme.host, "es");
    expect(reply.citations[0]).toEqual({ source: "help", title: "Registrar tu domicilio al llegar", heading: "Qué llevar", url: "/help-center/registering-your-address#que-llevar" });
    expect(reply.answer).toContain("Tu contrato de alquiler");
    const german = await ask("What should I bring to register my address?", world.acme.host, "de");
    expect(german.citations[0]).toMatchObject({ title: "Registering your address after you arrive", url: "/help-center/registering-your-address#what-to-bring" });
  });

  it("answers at least 90% of the retrieval test set (three languages, each asked in its own) with a correct citation, and hands off at least 95% of the questions the content cannot answer", async () => {
    let cited = 0;
    for (const { question, accept, locale } of answerable) if ((await ask(question, world.acme.host, locale)).citations.some((citation) => accept.includes(citationKey(citation)))) cited++;
    expect(cited / answerable.length).toBeGreaterThanOrEqual(0.9);
    let handedOff = 0;
    for (const { question, locale } of unanswerable) if (!(await ask(question, world.acme.host, locale)).answered) handedOff++;
    expect(handedOff / unanswerable.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe("the assistant's settings (/api/assistant/settings)", () => {
  it("are the admins': off it answers nothing, and it answers only from the content allowed", async () => {
    await expectAdminOnly(world, "/api/assistant/settings", { method: "GET" }, { acmeRowInPath: false });
    await expectAdminOnly(world, "/api/assistant/settings", { method: "PATCH", json: { enabled: false } }, { acmeRowInPath: false });
    await expectAdminOnly(world, "/api/assistant/questions", { method: "GET" }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/assistant/questions/${crypto.randomUUID()}`, { method: "DELETE" }, { acmeRowInPath: false });

    const defaults = await (await asAdmin("/api/assistant/settings")).json();
    expect(defaults).toEqual({ enabled: true, welcome_text: "", use_help_center: true, use_docs: true, use_faqs: true, version: 0 });
    const noDocs = await asAdmin("/api/assistant/settings", { method: "PATCH", json: { use_docs: false, welcome_text: " Ask me about visas. ", version: 0 } });
    expect(await noDocs.json()).toMatchObject({ use_docs: false, welcome_text: "Ask me about visas.", version: 1 });
    expect(await (await call("/api/assistant", { host: world.acme.host })).json()).toEqual({ enabled: true, welcome_text: "Ask me about visas." });
    expect((await ask("How long should my password be?")).answered).toBe(false);
    expect((await ask("What should I bring to register my address?")).answered).toBe(true);

    // A version past what the column holds is bad input, not a failure of the server.
    await expectError(await asAdmin("/api/assistant/settings", { method: "PATCH", json: { enabled: false, version: 2 ** 31 } }), 400, "version is too large");
    const stale = await asAdmin("/api/assistant/settings", { method: "PATCH", json: { enabled: false, version: 0 } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "version_conflict", details: { current: { use_docs: false, version: 1 } } });
    await asAdmin("/api/assistant/settings", { method: "PATCH", json: { enabled: false, use_docs: true, version: 1 } });
    await expectError(await call("/api/assistant/ask", { host: world.acme.host, json: { question: "How long should my password be?" } }), 404, "The assistant is not available on this site.");
    await asAdmin("/api/assistant/settings", { method: "PATCH", json: { enabled: true } });
  });
});
