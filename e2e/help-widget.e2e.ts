import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

// Issue 15: the visitor's help widget on the demo site, from its button to the assistant's answers.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const widget = (page: Page) => page.locator("[data-help-widget]");

/** Asks the assistant and waits for its reply. */
async function ask(page: Page, question: string) {
  await widget(page).getByRole("textbox", { name: "Your question" }).fill(question);
  await widget(page).getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => widget(page).locator("[data-exchange=pending]").count(), { timeout: 20_000 }).toBe(0);
  // Pinned by position: a later question's reply must not become this locator's.
  return widget(page).locator("[data-answer]").nth((await widget(page).locator("[data-answer]").count()) - 1);
}

describe("the help widget", () => {
  it("opens from the help button; an FAQ reads; the assistant answers with a source that leads to the heading, and hands off what it cannot answer", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(demoUrl("/"));
    await page.locator('[data-consent="reject"]').click();
    await page.getByRole("button", { name: "Help", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Help Center" });
    await dialog.waitFor();
    expect(await dialog.getByRole("tab").allInnerTexts()).toEqual(["Help Center", "FAQs", "Knowledge Base", "Features", "Live Support", "AI Assistant"]);
    expect(await seriousViolations(page), "the open widget").toEqual([]);

    await dialog.getByRole("tab", { name: "FAQs" }).click();
    await page.getByRole("dialog", { name: "FAQs" }).getByText("Can I pay in instalments?").click();
    await widget(page).getByText("Every plan can be split into three monthly payments at no extra cost.").waitFor();

    await widget(page).getByRole("tab", { name: "Live Support" }).click();
    // (No admin has the live support inbox open in this journey: a ticket or a meeting instead.)
    await widget(page).getByText("No one from our team is online right now.").waitFor();
    expect(await widget(page).getByRole("link", { name: "Book a meeting" }).getAttribute("href")).toBe("/book");

    await widget(page).getByRole("tab", { name: "AI Assistant" }).click();
    const answer = await ask(page, "How long should my password be?");
    expect(await answer.getAttribute("data-answer")).toBe("answered");
    expect(await answer.innerText()).toContain("at least ten characters");
    expect(await seriousViolations(page), "an answer with its sources").toEqual([]);

    const handoff = await ask(page, "What is the weather like in Lisbon?");
    expect(await handoff.getAttribute("data-answer")).toBe("handoff");
    expect(await handoff.getByText("I could not find an answer to that in our help articles.").count()).toBe(1);
    expect(await handoff.getByRole("link", { name: "Book a meeting" }).getAttribute("href")).toBe("/book");

    await answer.getByRole("link", { name: "Creating your account: Choosing a password" }).click();
    await page.waitForURL(demoUrl("/docs/client-portal-guide/creating-your-account#choosing-a-password"));
    expect(await page.locator("h2#choosing-a-password, h3#choosing-a-password").textContent()).toBe("Choosing a password");
    await page.close();
  });

  it("stays open on the same view through a language switch, in the new language", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(demoUrl("/"));
    await page.locator('[data-consent="reject"]').click();
    await page.getByRole("button", { name: "Help", exact: true }).click();
    await page.getByRole("dialog", { name: "Help Center" }).getByRole("tab", { name: "FAQs" }).click();
    await widget(page).getByText("How long does a work visa take?").waitFor();
    await widget(page).getByRole("button", { name: "Half screen" }).click();

    await widget(page).getByRole("combobox", { name: "Language" }).selectOption("es");
    await page.waitForURL(demoUrl("/es"));
    const spanish = page.getByRole("dialog", { name: "Preguntas frecuentes" });
    await spanish.waitFor();
    expect(await spanish.getAttribute("data-size")).toBe("half");
    expect(await spanish.getByRole("tab", { name: "Preguntas frecuentes" }).getAttribute("aria-selected")).toBe("true");
    await spanish.getByText("¿Cuánto tarda un visado de trabajo?").waitFor();

    // A later visit does not bring it back: the state was for that switch only.
    await page.reload();
    await page.getByRole("button", { name: "Ayuda", exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(await widget(page).count()).toBe(0);
    await page.close();
  });

  it("on a phone offers half and full screen only", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(demoUrl("/"));
    await page.locator('[data-consent="reject"]').click();
    await page.getByRole("button", { name: "Help", exact: true }).click();
    await widget(page).waitFor();
    expect(await widget(page).getAttribute("data-size")).toBe("half");
    expect(await widget(page).getByRole("group", { name: "Window size" }).getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))).toEqual(["Half screen", "Full screen"]);
    await page.keyboard.press("Escape");
    await expect.poll(() => widget(page).count()).toBe(0);
    await page.close();
  });
});
