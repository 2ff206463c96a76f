import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// With a language model configured (ASSISTANT_LLM_URL, ASSISTANT_LLM_MODEL), the assistant's answer
// is the model's, grounded in the retrieved passages. The model is an outside service: a small
// OpenAI-compatible server in this process stands in for it and answers as told.

let reply: { status: number; content: string } = { status: 200, content: "" };
const requests: { authorization?: string; body: { model: string; temperature: number; messages: { role: string; content: string }[] } }[] = [];
const readBody = async (request: IncomingMessage) => {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text;
};
const model = createServer((request, response) => {
  void readBody(request).then((text) => {
    requests.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: reply.content } }] }));
  });
});
await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
vi.stubEnv("ASSISTANT_LLM_URL", `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`);
vi.stubEnv("ASSISTANT_LLM_MODEL", "test-model");
vi.stubEnv("ASSISTANT_LLM_KEY", "sk-test");

const { call } = await import("@/testing/api");
const { createTestWorld } = await import("@/testing/factories");
const { seedDemoContent } = await import("@/modules/demo/demo-content");

const { countAttempt } = await import("@/server/limits/attempts");
const { maxModelAnswersPerDay, modelBudgetKey } = await import("./assistant.service");

let host: string;
let organizationId: string;
beforeAll(async () => {
  const world = await createTestWorld();
  host = world.acme.host;
  organizationId = world.acme.organization.id;
  await seedDemoContent(world.acme.organization.id);
});
afterAll(() => new Promise<void>((resolve) => model.close(() => resolve())));

const ask = async (question: string) => (await (await call("/api/assistant/ask", { host, json: { question, locale: "de" } })).json()) as { answered: boolean; answer: string | null; written_by: string | null; citations: { url: string | null; heading: string | null }[] };

describe("the assistant with a language model", () => {
  it("sends the model the question and the best passages only, and cites the passages it used", async () => {
    reply = { status: 200, content: "Mindestens zehn Zeichen [1]. Ein Passwort-Manager hilft [1]." };
    const answer = await ask("How long should my password be?");
    const sent = requests.at(-1)!;
    expect(sent.authorization).toBe("Bearer sk-test");
    expect(sent.body).toMatchObject({ model: "test-model", temperature: 0 });
    expect(sent.body.messages[0]!.content).toContain('language whose code is "de"');
    const passages = sent.body.messages[1]!.content;
    expect(passages).toContain("[1] Creating your account — Choosing a password\nUse at least ten characters.");
    expect(passages).toContain("Question: How long should my password be?");
    expect(passages.match(/^\[\d+\] /gm)!.length).toBeLessThanOrEqual(4);
    expect(answer).toMatchObject({ answered: true, written_by: "model", answer: "Mindestens zehn Zeichen. Ein Passwort-Manager hilft." });
    expect(answer.citations).toEqual([expect.objectContaining({ heading: "Choosing a password", url: "/docs/client-portal-guide/creating-your-account#choosing-a-password" })]);
  });

  it("hands off when the model says the passages do not answer", async () => {
    reply = { status: 200, content: "NO_ANSWER" };
    expect(await ask("How long should my password be?")).toMatchObject({ answered: false, citations: [] });
  });

  it("answers extractively when the model fails or cites nothing", async () => {
    for (const failure of [{ status: 500, content: "" }, { status: 200, content: "Ten characters, I think." }]) {
      reply = failure;
      expect(await ask("How long should my password be?")).toMatchObject({ answered: true, written_by: "extract", citations: [expect.objectContaining({ heading: "Choosing a password" })] });
    }
  });

  it(`answers extractively, without asking the model, once the organization's ${maxModelAnswersPerDay} model answers of the day are spent`, async () => {
    reply = { status: 200, content: "Mindestens zehn Zeichen [1]." };
    for (let count = 0; count < maxModelAnswersPerDay; count++) await countAttempt(modelBudgetKey(organizationId), 24 * 60 * 60);
    const asked = requests.length;
    expect(await ask("How long should my password be?")).toMatchObject({ answered: true, written_by: "extract" });
    expect(requests.length).toBe(asked);
  });
});
