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

  it("checks the site for owners: two pages with one title are listed, and Change the title opens the page's editor at its title", async () => {
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

    await twins.filter({ hasText: `/twin-a-${mark}` }).getByRole("link", { name: /^Change the title/ }).click();
    await page.waitForURL(demoUrl(`/twin-a-${mark}`));
    const editor = page.getByRole("dialog");
    await editor.waitFor();
    // The page's own editor, its title focused (issue 34 point 7).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-fix-field")), { timeout: 15_000 }).toBe("title");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(`Twin ${mark}`);
    // The mark that opened it is gone from the address: a reload does not open the editor again.
    expect(new URL(page.url()).hash).toBe("");
    expect(section.id).toBeTruthy();
    await admin.close();
  });

  it("opens each finding's fix at its field: a post's meta description and an upload's alt text, written there, are not found again (issue 34 point 7)", async () => {
    const admin = await adminContext(browser);
    const origin = demoUrl("").replace(/\/$/, "");
    const mark = `${port()}-${Date.now()}`;
    // The smallest valid PNG (1x1, transparent), uploaded with no alt text and shown in a new post with no meta description.
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");
    const uploaded = await admin.request.post(demoUrl("/api/media"), { multipart: { file: { name: `pets-${mark}.png`, mimeType: "image/png", buffer: png } }, headers: { origin } });
    expect(uploaded.status()).toBe(201);
    const media = (await uploaded.json()) as { url: string };
    const created = await admin.request.post(demoUrl("/api/posts"), { data: { title: `Pets abroad ${mark}`, content: `<p>Papers first.</p><p><img src="${media.url}"></p>`, metadescription_for_page: "" }, headers: { origin } });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const postPath = `/blog/${slug}`;

    const page = await admin.newPage();
    page.on("pageerror", (error) => console.error(`[page error] ${error.stack ?? error.message}`));
    const check = async () => {
      await page.goto(demoUrl("/admin"));
      await page.getByRole("button", { name: "Check the site" }).click();
      await page.getByText(/\d+ pages checked: /).waitFor({ timeout: 60_000 });
      return page.locator("[data-finding]", { hasText: postPath });
    };
    const focusedField = () => page.evaluate(() => document.activeElement?.getAttribute("data-fix-field") ?? null);

    // The meta description: the post's editor opens on its advanced settings, that field focused.
    let findings = await check();
    await findings.and(page.locator("[data-finding=missing_description]")).getByRole("link", { name: /^Write a meta description/ }).click();
    await page.waitForURL(demoUrl(postPath));
    await expect.poll(focusedField, { timeout: 15_000 }).toBe("meta_description");
    await page.keyboard.type("How to move abroad with a dog or a cat: papers, vaccinations and the flight.");
    await page.getByRole("dialog").getByRole("button", { name: "Update", exact: true }).click();
    await page.getByText("Post updated successfully!").waitFor();

    // The alt text: the media library opens on the file, its alt text focused.
    findings = await check();
    expect(await findings.and(page.locator("[data-finding=missing_description]")).count()).toBe(0);
    await findings.and(page.locator("[data-finding=image_without_alt]")).getByRole("link", { name: /^Fix alt text/ }).click();
    await page.waitForURL(demoUrl(postPath));
    await expect.poll(focusedField, { timeout: 15_000 }).toBe("alt");
    await page.keyboard.type("A dog's travel papers on a table");
    await page.getByRole("dialog").getByRole("button", { name: "Save alt text" }).click();
    await page.getByText("Alt text saved").waitFor();
    // The visitor's page describes the image now.
    expect(await (await admin.request.get(demoUrl(postPath))).text()).toMatch(/alt="A dog(&#x27;|')s travel papers on a table"/);

    findings = await check();
    expect(await findings.count()).toBe(0);
    // Off the demo's blog again: the blog journey reads its posts.
    expect((await admin.request.patch(demoUrl(`/api/posts/${slug}`), { data: { display_config: { display_this_post: false } }, headers: { origin } })).status()).toBe(200);
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
    // The form takes typing once it is live (its button is enabled then), as a person would see.
    const createAccount = guest.getByRole("button", { name: "Create account" });
    await expect.poll(() => createAccount.isEnabled()).toBe(true);
    await guest.getByLabel("Username").fill("Ines Invited");
    await guest.getByLabel("Email").fill(email);
    await guest.getByLabel("Password", { exact: true }).fill("Sunflower-Field-27");
    await createAccount.click();
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
