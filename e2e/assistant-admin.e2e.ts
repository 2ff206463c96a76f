import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl, rejectCookiesIfAsked } from "./support/journey";

// Issue 15: /admin/ai/management, as the demo's admin. The journey turns the documentation off; the
// end turns it on again and dismisses its questions, so other journeys meet the demo's assistant.
let browser: Browser;
let admin: BrowserContext;
const origin = () => demoUrl("").replace(/\/$/, "");
const passwordQuestion = "How long should my password be?";
const taxQuestion = `Do you prepare tax returns for ${Date.now()}?`;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminContext(browser);
});

afterAll(async () => {
  await admin.request.patch(demoUrl("/api/assistant/settings"), { data: { use_docs: true }, headers: { origin: origin() } });
  const questions = (await (await admin.request.get(demoUrl("/api/assistant/questions"))).json()) as { id: string; question: string }[];
  for (const { id, question } of questions) if (question === passwordQuestion || question === taxQuestion) await admin.request.delete(demoUrl(`/api/assistant/questions/${id}`), { headers: { origin: origin() } });
  await browser?.close();
});

/** A visitor's question, as the help widget will send it. */
async function visitorAsks(question: string): Promise<{ answered: boolean }> {
  const visitor = await browser.newContext();
  const answer = await visitor.request.post(demoUrl("/api/assistant/ask"), { data: { question, locale: "en" }, headers: { origin: origin() } });
  expect(answer.status()).toBe(200);
  const reply = (await answer.json()) as { answered: boolean };
  await visitor.close();
  return reply;
}

describe("the AI assistant's management", () => {
  it("an admin reaches it from the Admin panel, tries a question, turns the documentation off; what it cannot answer is listed and becomes a help-center draft", async () => {
    const page = await openAsAdmin(admin, "/");
    await rejectCookiesIfAsked(page);
    await page.getByRole("button", { name: "Admin", exact: true }).click();
    await page.locator("#account-panel-admin").getByRole("link", { name: "AI Agents" }).click();
    await page.waitForURL(demoUrl("/admin/ai/management"));
    await page.getByRole("heading", { level: 1, name: "AI Agents" }).waitFor();
    const docs = page.getByRole("checkbox", { name: "Documentation" });
    await expect.poll(() => docs.isChecked()).toBe(true);
    expect(await seriousViolations(page), "/admin/ai/management").toEqual([]);

    // Try it: the documentation chapter answers, and the answer cites it.
    await page.getByLabel("Question", { exact: true }).fill(passwordQuestion);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const reply = page.locator("[data-assistant-reply]");
    await reply.getByText(/at least ten characters/).waitFor();
    expect(await reply.getByRole("link", { name: "Creating your account: Choosing a password" }).getAttribute("href")).toBe("/docs/client-portal-guide/creating-your-account#choosing-a-password");

    // Unsaved changes: leaving asks first; staying keeps them.
    await docs.uncheck();
    await page.getByText("Unsaved changes").waitFor();
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("link", { name: "Dashboard" }).click();
    expect(new URL(page.url()).pathname).toBe("/admin/ai/management");
    expect(await docs.isChecked()).toBe(false);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Assistant settings saved").waitFor();

    // Visitors: the documentation no longer answers; an unanswerable question is kept too.
    expect((await visitorAsks(passwordQuestion)).answered).toBe(false);
    expect((await visitorAsks(taxQuestion)).answered).toBe(false);

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "AI Agents" }).waitFor();
    await expect.poll(() => docs.isChecked()).toBe(false);
    const list = page.locator("[data-unanswered-questions]");
    const tax = list.locator("li", { hasText: taxQuestion });
    await tax.waitFor();
    expect(await tax.innerText()).toContain("asked once");
    await list.locator("li", { hasText: passwordQuestion }).waitFor();
    expect(await seriousViolations(page), "/admin/ai/management with questions").toEqual([]);

    await page.getByRole("button", { name: `Dismiss: ${taxQuestion}` }).click();
    await page.getByText("Question dismissed").waitFor();
    await expect.poll(() => tax.count()).toBe(0);

    // Draft an article: the help center opens the post editor on a new article with the question as its title.
    await page.getByRole("link", { name: `Draft an article: ${passwordQuestion}` }).click();
    await page.waitForURL((url) => url.pathname === "/help-center");
    const editor = page.getByRole("dialog", { name: "Create Post" });
    await editor.waitFor();
    await expect.poll(() => editor.getByLabel("Title").inputValue()).toBe(passwordQuestion);
    // The mark that opened it is gone from the address: a reload does not open the editor again.
    expect(new URL(page.url()).hash).toBe("");
    await editor.getByRole("button", { name: "More" }).click();
    expect(await editor.getByLabel("Slug", { exact: true }).inputValue()).toBe("how-long-should-my-password-be");
    expect(await editor.getByRole("checkbox", { name: "Show it in the help center" }).isChecked()).toBe(true);
  });
});
