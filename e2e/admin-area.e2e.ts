import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl, port, uniqueEmail, waitForMail } from "./support/journey";

// The admin area at /admin (issue 12): for the organization's admins only; members and their roles.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the admin area", () => {
  it("sends a visitor to log in and shows a member nothing; an admin reaches it from Dashboard and makes a member an admin", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(demoUrl("/admin"));
    await visitor.waitForURL(/\/login\?redirectTo=/);
    await visitor.context().close();

    // A member, registered through the form (and so signed in).
    const member = await (await browser.newContext()).newPage();
    const email = uniqueEmail("member");
    await member.goto(demoUrl("/register"));
    await member.getByLabel("Username").fill("Nora Member");
    await member.getByLabel("Email").fill(email);
    await member.getByLabel("Password", { exact: true }).fill("Sunflower-Field-27");
    await member.getByRole("button", { name: "Create account" }).click();
    await member.waitForURL(demoUrl("/account/profile"), { timeout: 10_000 });
    const denied = await member.goto(demoUrl("/admin"));
    expect(denied?.status()).toBe(404);
    expect(await member.locator("body").innerText()).not.toContain("Members");

    const admin = await adminContext(browser);
    const page = await openAsAdmin(admin, "/");
    await page.getByRole("button", { name: "Admin", exact: true }).click();
    await page.locator("#account-panel-admin").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(demoUrl("/admin"));
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await seriousViolations(page), "/admin").toEqual([]);
    const row = page.locator(`[data-member="${email}"]`);
    expect(await row.innerText()).toContain("Member");

    await row.getByRole("button", { name: "Make admin: Nora Member" }).click();
    await page.getByText("Nora Member is now an admin").waitFor();
    await expect.poll(() => row.locator("td").nth(2).innerText()).toBe("Admin");
    // The member now has the admin tools, and the admin area.
    await member.goto(demoUrl("/"));
    await expect.poll(() => member.getAttribute("html", "data-session")).toBe("admin");
    expect((await member.goto(demoUrl("/admin")))?.status()).toBe(200);

    await row.getByRole("button", { name: "Revoke admin: Nora Member" }).click();
    await page.getByText("Nora Member is no longer an admin").waitFor();
    await expect.poll(() => row.locator("td").nth(2).innerText()).toBe("Member");
    await member.context().close();
    await admin.close();
  });

  it("checks the site for owners: two pages with one title are listed, and Fix opens the editor of the page's section", async () => {
    const admin = await adminContext(browser);
    const origin = demoUrl("").replace(/\/$/, "");
    const mark = `${port()}-${Date.now()}`;
    const post = (path: string, data: unknown) => admin.request.post(demoUrl(path), { data, headers: { origin } });
    for (const slug of [`twin-a-${mark}`, `twin-b-${mark}`]) expect((await post("/api/pages", { title: `Twin ${mark}`, slug })).status()).toBe(201);
    const section = (await (await post("/api/template-sections", { url_page: `/twin-a-${mark}`, section_title: "Twin section", section_type: "general" })).json()) as { id: string };

    // /admin has no public shell (and so no session mark): it is rendered for admins only.
    const page = await admin.newPage();
    await page.goto(demoUrl("/admin"));
    await page.getByRole("button", { name: "Check the site" }).click();
    const twins = page.locator("[data-finding=duplicate_title]", { hasText: `Twin ${mark}` });
    await expect.poll(() => twins.count(), { timeout: 30_000 }).toBe(2);
    expect(await page.getByText(/\d+ pages checked: \d+ things? to fix\./).count()).toBe(1);

    await twins.filter({ hasText: `/twin-a-${mark}` }).getByRole("link", { name: /^Fix/ }).click();
    await page.waitForURL(demoUrl(`/twin-a-${mark}`));
    const editor = page.getByRole("dialog");
    await editor.waitFor();
    await expect.poll(() => editor.getByLabel(/^Section title/).inputValue()).toBe("Twin section");
    // The mark that opened it is gone from the address: a reload does not open the editor again.
    expect(new URL(page.url()).hash).toBe("");
    expect(section.id).toBeTruthy();
    await admin.close();
  });

  it("invites an address as admin: the e-mailed link, an account made with that address, and the invitation accepted", async () => {
    const admin = await adminContext(browser);
    const page = await admin.newPage();
    await page.goto(demoUrl("/admin"));
    const email = uniqueEmail("invited");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Role").selectOption("admin");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(`Invitation sent to ${email}`).waitFor();
    await page.locator(`[data-invitation="${email}"]`).waitFor();

    const mail = await waitForMail(email, /You are invited to/);
    // The token travels in the fragment: no request the browser makes carries it.
    const link = /https?:\/\/\S+\/invitation#token=([\w-]+)/.exec(mail.text);
    expect(link).toBeTruthy();
    const guest = await (await browser.newContext()).newPage();
    const requested: string[] = [];
    guest.on("request", (request) => requested.push(`${request.url()} ${request.headers().referer ?? ""}`));
    await guest.goto(link![0]);
    await guest.getByRole("link", { name: "Create an account" }).click();
    await guest.getByLabel("Username").fill("Ines Invited");
    await guest.getByLabel("Email").fill(email);
    await guest.getByLabel("Password", { exact: true }).fill("Sunflower-Field-27");
    await guest.getByRole("button", { name: "Create account" }).click();
    // Back on the invitation, signed in: accepting makes the new account an admin.
    await guest.waitForURL(/\/invitation$/, { timeout: 15_000 });
    await guest.getByRole("button", { name: "Accept the invitation" }).click();
    await guest.getByText(/Welcome! You are now an admin of/).waitFor();
    expect(requested.filter((line) => line.includes(link![1]!))).toEqual([]);
    await guest.getByRole("link", { name: "Go to the site" }).click();
    await expect.poll(() => guest.getAttribute("html", "data-session")).toBe("admin");

    // The admin's list: the invitation is no longer waiting; the new admin is a member with the Admin role.
    await page.reload();
    expect(await page.locator(`[data-invitation="${email}"]`).count()).toBe(0);
    await expect.poll(() => page.locator(`[data-member="${email}"] td`).nth(2).innerText()).toBe("Admin");
    await guest.context().close();
    await admin.close();
  });
});
