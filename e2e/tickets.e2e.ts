import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl, rejectCookiesIfAsked, uniqueEmail, waitForMail } from "./support/journey";
import { testServer } from "./support/test-server";

// Issue 15: a member writes from Contact, an admin answers from the Tickets modal, the member reads
// the answer on /account/profile/tickets and in the e-mail.
let browser: Browser;
let member: BrowserContext;
let admin: BrowserContext;
const email = uniqueEmail("tickets");
const subject = `Delivery question ${Date.now()}`;
// Markup typed into a message is text: it shows as typed and makes nothing bold.
const question = "Where is my parcel?\n<b>Order 1234</b>";
const answer = "It left the warehouse today.\nTracking follows by e-mail.";

beforeAll(async () => {
  browser = await launchBrowser();
  member = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const origin = demoUrl("").replace(/\/$/, "");
  const signUp = await member.request.post(demoUrl("/api/auth/sign-up/email"), { data: { email, password: "Sunflower-Field-27", name: "Tess Ticket" }, headers: { origin } });
  expect(signUp.status()).toBe(200);
  admin = await adminContext(browser);
});

afterAll(async () => {
  await browser?.close();
});

async function openAsMember(path: string): Promise<Page> {
  const page = await member.newPage();
  await page.goto(demoUrl(path));
  await expect.poll(() => page.getAttribute("html", "data-session")).toBe("user");
  return page;
}

describe("tickets", () => {
  it("a member sends a ticket from Contact in the profile panel", async () => {
    const page = await openAsMember("/");
    await page.locator('[data-consent="reject"]').click();
    await page.getByRole("button", { name: "Profile", exact: true }).click();
    await page.locator("#account-panel-user").getByRole("link", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact" });
    await dialog.waitFor();
    expect(await seriousViolations(page), "Contact modal").toEqual([]);

    // The API's message shows on the field it is about.
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("Please enter a subject").waitFor();
    expect(await dialog.getByLabel("Subject").getAttribute("aria-invalid")).toBe("true");

    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Message").fill(question);
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("Thank you: your message has been sent.").waitFor();
    expect(await dialog.getByRole("link", { name: "See your tickets" }).getAttribute("href")).toBe("/account/profile/tickets");
    await page.close();
  });

  it("an admin reads it in the Tickets modal of the Admin panel and answers", async () => {
    const page = await openAsAdmin(admin, "/");
    await rejectCookiesIfAsked(page);
    await page.getByRole("button", { name: "Admin", exact: true }).click();
    await page.locator("#account-panel-admin").getByRole("link", { name: "Tickets" }).click();
    const dialog = page.getByRole("dialog", { name: "Tickets" });
    await dialog.getByRole("button", { name: new RegExp(subject) }).click();
    await dialog.getByText("Where is my parcel?").waitFor();
    expect(await dialog.getByText("<b>Order 1234</b>").count()).toBe(1);
    expect(await seriousViolations(page), "Tickets modal, thread").toEqual([]);

    await dialog.getByLabel("Answer").fill(answer);
    await dialog.getByRole("button", { name: "Send answer" }).click();
    await dialog.getByText("It left the warehouse today.").waitFor();
    await dialog.getByText("Answered", { exact: true }).waitFor();

    // Filtered by status, the inbox lists it under Answered.
    await dialog.getByRole("button", { name: "Back to the inbox" }).click();
    await dialog.getByLabel("Status").selectOption("answered");
    await dialog.getByRole("button", { name: new RegExp(subject) }).waitFor();
    expect(await seriousViolations(page), "Tickets modal, inbox").toEqual([]);

    // The dashboard opens the same inbox; the ticket's e-mail to the admins opens it on the ticket.
    await page.goto(demoUrl("/admin"));
    await page.getByRole("button", { name: "Tickets", exact: true }).click();
    await page.getByRole("dialog", { name: "Tickets" }).getByLabel("Status").waitFor();
    const mail = await waitForMail(testServer().demoAdmin.email, new RegExp(`^Ticket: ${subject}$`));
    const link = mail.text.match(/http\S+\/admin\?ticket=[\w-]+/)?.[0];
    expect(link, "the e-mail links the ticket").toBeDefined();
    await page.goto(link!);
    await page.getByRole("dialog", { name: "Tickets" }).getByText("Where is my parcel?").waitFor();
    await page.close();
  });

  it("the member reads the answer by e-mail and on /account/profile/tickets, and closes the ticket", async () => {
    const mail = await waitForMail(email, new RegExp(`^Re: ${subject}$`));
    expect(mail.text).toContain("It left the warehouse today.");

    // The e-mail's link opens the ticket itself. (An account page: outside the site's shell, so no session check to wait for.)
    const link = mail.text.match(/http\S+\/account\/profile\/tickets\?ticket=[\w-]+/)?.[0];
    expect(link, "the e-mail links the ticket").toBeDefined();
    const page = await member.newPage();
    await page.goto(link!);
    await page.getByText("It left the warehouse today.").waitFor();
    await page.getByRole("button", { name: "Close ticket" }).click();
    await page.getByRole("button", { name: "Open again" }).waitFor();
    expect(await seriousViolations(page), "/account/profile/tickets, thread").toEqual([]);

    await page.getByRole("button", { name: /All tickets/ }).click();
    await page.getByRole("heading", { level: 1, name: "Your tickets" }).waitFor();
    await page.getByRole("button", { name: new RegExp(subject) }).getByText("Closed").waitFor();
    expect(await seriousViolations(page), "/account/profile/tickets").toEqual([]);
    await page.close();
  });
});
