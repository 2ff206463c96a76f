import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { authStringsFor } from "@/modules/auth/components/auth-strings";
import { launchBrowser } from "./support/browser";
import { demoUrl, uniqueEmail, waitForMail } from "./support/journey";
import { testServer } from "./support/test-server";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function fillRegistration(page: Page, values: { username: string; email: string; password: string }) {
  await page.getByLabel("Username").fill(values.username);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
}

/** Signs in through the login form, whose words are in the page's language. */
async function signInThroughForm(page: Page, email: string, password: string, locale: Locale = "en") {
  const words = authStringsFor(locale);
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.signIn, exact: true }).click();
}

describe("registration", () => {
  it("registers with the free trial, lands on /account/profile and gets the free-trial e-mail", async () => {
    const page = await newPage();
    const email = uniqueEmail("trial");
    await page.goto(demoUrl("/register"));
    await fillRegistration(page, { username: "Maria Lopez", email, password: "Sunflower-Field-27" });
    await page.getByLabel(/Start a free trial/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.locator("form").getByRole("status").first().textContent()).toContain("Registration successful");
    await page.waitForURL(demoUrl("/account/profile"), { timeout: 10_000 });
    expect(await page.getByLabel("Username").inputValue()).toBe("Maria Lopez");
    const mail = await waitForMail(email, /free trial/i);
    expect(mail.text).toContain("Your free trial at Atrium Demo is active until");
    await page.context().close();
  });

  it("shows each rule's exact message, one at a time", async () => {
    const page = await newPage();
    await page.goto(demoUrl("/register"));
    const cases: [{ username: string; email: string; password: string }, string][] = [
      [{ username: "", email: "a@b.co", password: "Abcdefg1" }, "Please fill in all fields"],
      [{ username: "al", email: "al@example.com", password: "Abcdefg1" }, "Username must be at least 3 characters"],
      [{ username: "alice", email: "alice-at-example", password: "Abcdefg1" }, "Please enter a valid email address"],
      [{ username: "alice", email: "alice@example.com", password: "Abc1" }, "Password must be at least 8 characters"],
      [{ username: "alice", email: "alice@example.com", password: "abcdefg1" }, "Password must contain at least one uppercase letter"],
      [{ username: "alice", email: "alice@example.com", password: "ABCDEFG1" }, "Password must contain at least one lowercase letter"],
      [{ username: "alice", email: "alice@example.com", password: "Abcdefgh" }, "Password must contain at least one number"],
      [{ username: "alice", email: uniqueEmail("common"), password: "Password1" }, "This password is one of the most common passwords. Please choose a less predictable one."],
    ];
    for (const [values, message] of cases) {
      await fillRegistration(page, values);
      await page.getByRole("button", { name: "Create account" }).click();
      const alerts = page.locator("form").getByRole("alert");
      await expect.poll(() => alerts.first().textContent()).toBe(message);
      expect(await alerts.count()).toBe(1);
    }
    await page.context().close();
  });

  it("answers an existing address as any sign-up waiting for confirmation, and tells only the owner, by e-mail", async () => {
    const page = await newPage();
    await page.goto(demoUrl("/register"));
    await fillRegistration(page, { username: "Someone", email: testServer().demoAdmin.email, password: "Sunflower-Field-27" });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.locator("form").getByRole("status").first().textContent()).toBe(authStringsFor("en").registeredConfirm);
    const notice = await waitForMail(testServer().demoAdmin.email, /You already have a/);
    expect(notice.text).toContain(`localhost:${testServer().port}/login`);
    await page.context().close();
  });
});

describe("signing in", () => {
  it("answers a wrong password with 'Invalid email or password'", async () => {
    const page = await newPage();
    await page.goto(demoUrl("/login"));
    await signInThroughForm(page, testServer().demoAdmin.email, "Not-The-Password-1");
    await expect.poll(() => page.locator("form").getByRole("alert").textContent()).toBe("Invalid email or password");
    await page.context().close();
  });

  it("asks for both fields before calling the server", async () => {
    const page = await newPage();
    await page.goto(demoUrl("/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.locator("form").getByRole("alert").textContent()).toBe("Please fill in all fields");
    await page.context().close();
  });

  it("follows redirectTo, and never goes to an authentication page", async () => {
    const { email, password } = testServer().demoAdmin;
    const page = await newPage();
    await page.goto(demoUrl("/login?redirectTo=%2Faccount%2Fprofile"));
    await signInThroughForm(page, email, password);
    await page.waitForURL(demoUrl("/account/profile"));

    const second = await newPage();
    await second.goto(demoUrl("/login?redirectTo=%2Fregister"));
    await signInThroughForm(second, email, password);
    await second.waitForURL(demoUrl("/account"));
    await page.context().close();
    await second.context().close();
  });

  it("returns to the remembered page when there is no redirectTo, in the visitor's language", async () => {
    const { email, password } = testServer().demoAdmin;
    const page = await newPage();
    await page.goto(demoUrl("/es/services-we-offer"));
    await page.waitForFunction(() => sessionStorage.getItem("atrium.returnUrl") === "/es/services-we-offer");
    await page.goto(demoUrl("/es/login"));
    await signInThroughForm(page, email, password, "es");
    await page.waitForURL(demoUrl("/es/services-we-offer"));

    const fresh = await newPage();
    await fresh.goto(demoUrl("/es/login"));
    await signInThroughForm(fresh, email, password, "es");
    await fresh.waitForURL(demoUrl("/es/account"));
    await page.context().close();
    await fresh.context().close();
  });

  it("sends an account page visitor to login and back to it", async () => {
    const { email, password } = testServer().demoAdmin;
    const page = await newPage();
    await page.goto(demoUrl("/account/profile"));
    await page.waitForURL(/\/login\?redirectTo=/);
    await signInThroughForm(page, email, password);
    await page.waitForURL(demoUrl("/account/profile"));
    await page.context().close();
  });
});

describe("password reset", () => {
  it("resets the password through the e-mailed link, then signs in with the new one", async () => {
    const email = uniqueEmail("reset");
    const page = await newPage();
    await page.goto(demoUrl("/register"));
    await fillRegistration(page, { username: "Reset Me", email, password: "Original-Pass-11" });
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(demoUrl("/account/profile"), { timeout: 10_000 });
    await page.context().close();

    // In German: the forms speak the page's language.
    const german = authStringsFor("de");
    const visitor = await newPage();
    await visitor.goto(demoUrl("/de/reset-password"));
    await visitor.getByRole("button", { name: german.sendResetLink }).click();
    await expect.poll(() => visitor.locator("form").getByRole("alert").textContent()).toBe(german.resetEmailRequired);
    await visitor.getByLabel(german.email, { exact: true }).fill(email);
    await visitor.getByRole("button", { name: german.sendResetLink }).click();
    await expect.poll(() => visitor.locator("form").getByRole("status").textContent()).toBe(german.resetSent);

    const mail = await waitForMail(email, /Reset your/);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toContain(`localhost:${testServer().port}`);
    await visitor.goto(link!);
    await visitor.waitForURL(/\/de\/reset-password\?token=/);
    await visitor.getByLabel(german.newPassword, { exact: true }).fill("Brand-New-Pass-22");
    await visitor.getByLabel(german.repeatPassword, { exact: true }).fill("Brand-New-Pass-22");
    await visitor.getByRole("button", { name: german.setNewPassword }).click();
    await visitor.waitForURL(demoUrl("/de/login"));
    await signInThroughForm(visitor, email, "Original-Pass-11", "de");
    // The server's answer, as the spec words it.
    await expect.poll(() => visitor.locator("form").getByRole("alert").textContent()).toBe("Invalid email or password");
    await signInThroughForm(visitor, email, "Brand-New-Pass-22", "de");
    await visitor.waitForURL(demoUrl("/de/account"));
    await visitor.context().close();
  });
});
