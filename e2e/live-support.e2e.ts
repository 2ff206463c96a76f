import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { adminContext } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { startCuttingProxy } from "./support/cutting-proxy";
import { demoUrl } from "./support/journey";
import { testServer } from "./support/test-server";

// Issue 15: a visitor on the demo site chats with the demo's admin in another browser context. The
// assistant hands its unanswered question over with the conversation so far; both sides see typing,
// every message once and "Seen"; the visitor's connection drops and what was written meanwhile
// arrives once after it comes back.
let browser: Browser;
let visitor: BrowserContext;
let admin: BrowserContext;
let site: Page;
let inbox: Page;
// The visitor's network: the journey cuts it and brings it back.
let network: Awaited<ReturnType<typeof startCuttingProxy>>;

beforeAll(async () => {
  browser = await launchBrowser();
  network = await startCuttingProxy();
  visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, proxy: network.proxy });
  admin = await adminContext(browser);
});

afterAll(async () => {
  await browser?.close();
  await network?.close();
});

const widget = () => site.locator("[data-help-widget]");
const visitorLog = () => widget().getByRole("log", { name: "Your message" });
const inboxLog = () => inbox.getByRole("log", { name: /^Messages with / });

async function ask(question: string) {
  await widget().getByRole("textbox", { name: "Your question" }).fill(question);
  await widget().getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => widget().locator("[data-exchange=pending]").count(), { timeout: 20_000 }).toBe(0);
}

async function answerFromInbox(text: string) {
  await inbox.getByLabel("Reply").fill(text);
  await inbox.getByRole("button", { name: "Send", exact: true }).click();
  await inboxLog().getByText(text).waitFor();
}

describe("live support", () => {
  it("with nobody of the team online, Live Support offers a ticket or a meeting", async () => {
    site = await visitor.newPage();
    await site.goto(demoUrl("/"));
    await site.locator('[data-consent="reject"]').click();
    await site.getByRole("button", { name: "Help", exact: true }).click();
    await widget().getByRole("tab", { name: "Live Support" }).click();
    await widget().getByText("No one from our team is online right now.").waitFor();
    expect(await widget().getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?redirectTo=%2F");
  });

  it("an admin opens the inbox; the assistant hands the visitor's unanswered question over with the conversation and the page", async () => {
    inbox = await admin.newPage();
    await inbox.goto(demoUrl("/admin/support"));
    await inbox.getByText("You are online: visitors can start a chat.").waitFor();
    expect(await seriousViolations(inbox), "the inbox").toEqual([]);

    await widget().getByRole("tab", { name: "AI Assistant" }).click();
    await ask("How long should my password be?");
    await ask("What is the weather like in Lisbon?");
    await widget().getByRole("button", { name: "Chat with our team" }).click();
    await site.getByRole("dialog", { name: "Live Support" }).waitFor();
    const message = widget().getByRole("textbox", { name: "Your message" });
    expect(await message.inputValue()).toBe("What is the weather like in Lisbon?");
    await widget().getByRole("button", { name: "Send", exact: true }).click();
    await visitorLog().getByText("Your questions to the assistant have been passed on.").waitFor();
    expect(await seriousViolations(site), "the visitor's chat").toEqual([]);

    // The visitor's two questions wait unread; opening the conversation reads them.
    const row = inbox.locator("[data-conversation]").first().getByRole("button");
    await row.getByText("2 unread").waitFor();
    // The dashboard says a chat is waiting.
    const dashboard = await admin.newPage();
    await dashboard.goto(demoUrl("/admin"));
    await dashboard.getByRole("link", { name: "Live support (1 waiting)" }).waitFor();
    await dashboard.close();
    await row.click();
    await inboxLog().getByText("What is the weather like in Lisbon?").waitFor();
    await inboxLog().getByText(/at least ten characters/).waitFor();
    expect(await inboxLog().getByText("AI assistant").count()).toBeGreaterThan(0);
    expect(await inbox.getByRole("link", { name: "/", exact: true }).count()).toBe(1);
    await expect.poll(() => row.getByText(/unread/).count()).toBe(0);
  });

  it("they chat: each sees the other typing, every message arrives once, and the visitor sees it was read", async () => {
    await inbox.getByLabel("Reply").pressSequentially("Hello! ", { delay: 20 });
    await widget().getByText("Our team: Typing…").waitFor();
    await answerFromInbox("Hello! Rain is likely in Lisbon this week.");
    await visitorLog().getByText("Hello! Rain is likely in Lisbon this week.").waitFor();
    // The demo's admin has no name: visitors see "Our team", never the admin's e-mail address (the inbox shows it).
    const { email } = testServer().demoAdmin;
    expect(await widget().getByText(email).count()).toBe(0);
    expect(await visitorLog().getByText("Our team", { exact: true }).count()).toBeGreaterThan(0);
    expect(await inboxLog().getByText(email).count()).toBeGreaterThan(0);

    await widget().getByRole("textbox", { name: "Your message" }).pressSequentially("Thank you!", { delay: 20 });
    await inbox.getByText("Visitor is typing…").waitFor();
    await widget().getByRole("button", { name: "Send", exact: true }).click();
    await inboxLog().getByText("Thank you!").waitFor();
    // The visitor's own message first: "Seen" already stood under their earlier one, which the team
    // read, and the team's stream can bring the new one before the send's reply reaches the widget
    // (the next test's cut would then lose that reply).
    await visitorLog().getByText("Thank you!").waitFor();
    // The admin's page shows it: it is read, and the visitor sees so.
    await widget().getByText("Seen", { exact: true }).waitFor();
    expect(await visitorLog().getByText("Thank you!").count()).toBe(1);
  });

  it("the visitor's connection drops; what the admin wrote meanwhile arrives once when it is back", async () => {
    let streams = 0;
    site.on("request", (request) => {
      if (request.url().endsWith("/api/support/chat/events")) streams += 1;
    });
    // Should it fail, say what the page and the proxy saw (how a chat reply cut off mid-body was found).
    site.on("requestfailed", (request) => network.note(`the page: ${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`));
    site.on("console", (message) => network.note(`the page's console: ${message.text()}`));
    site.on("pageerror", (error) => network.note(`the page's error: ${error.stack ?? error.message}`));
    site.on("framenavigated", (frame) => network.note(`the page went to ${frame.url()}`));
    onTestFailed(async () => {
      const now = await site.evaluate(() => `${location.href}\n${document.body.innerText.slice(0, 600)}`).catch(String);
      console.log(`what the proxy and the page saw:\n${network.timeline()}\nthe page now: ${now}`);
    });
    network.cut();
    await widget().getByText("Reconnecting…").waitFor({ timeout: 15_000 });
    network.note("the widget says Reconnecting…");
    await answerFromInbox("First, while you were away.");
    await answerFromInbox("Second, while you were away.");
    network.restore();
    await visitorLog().getByText("Second, while you were away.").waitFor({ timeout: 20_000 });
    expect(streams, "the stream was opened again").toBeGreaterThan(0);
    await widget().getByText("Reconnecting…").waitFor({ state: "hidden" });
    for (const text of ["Hello! Rain is likely in Lisbon this week.", "First, while you were away.", "Second, while you were away.", "Thank you!"]) expect(await visitorLog().getByText(text).count(), text).toBe(1);
    expect(await visitorLog().locator("[data-message-author=team]").count()).toBe(3);

    // A reload shows the same conversation, each message once.
    await site.reload();
    await site.getByRole("button", { name: "Help", exact: true }).click();
    await widget().getByRole("tab", { name: "Live Support" }).click();
    await visitorLog().getByText("Second, while you were away.").waitFor();
    expect(await visitorLog().locator("[data-message-author=team]").count()).toBe(3);
  });

  it("the admin hands the conversation back to nobody, closes it, and the visitor's chat says so", async () => {
    // Answering assigned it to the admin; the list follows the choice.
    const assignedTo = inbox.getByLabel("Assigned to");
    expect(await assignedTo.inputValue()).not.toBe("");
    await assignedTo.selectOption("");
    await inbox.locator("[data-conversation]").first().getByText("Unassigned").waitFor();
    await inbox.getByRole("button", { name: "Close conversation" }).click();
    await widget().getByText("This conversation has been closed. Write again to start a new one.").waitFor();
  });
});
