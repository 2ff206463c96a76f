import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactModal from "./contact-modal";
import { contactKeys, type ContactText } from "./ticket-strings";
import german from "@/messages/de/tickets.json";

afterEach(() => vi.unstubAllGlobals());

const text = Object.fromEntries(contactKeys.map((key) => [key, german[key]])) as ContactText;

/** The browser's answers to POST /api/tickets, in order (the API itself is tested in tickets.routes.test.ts). */
function apiAnswers(...answers: { status: number; body: unknown }[]) {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    const { status, body } = answers.shift()!;
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }));
  return sent;
}

const ticket = { id: "t1", subject: "Paket", status: "open", user: { id: "u1", name: "Tess", email: "t@example.com" }, created_at: "2026-11-25T10:00:00.000Z", last_message_at: "2026-11-25T10:00:00.000Z", version: 1, messages: [] };

describe("Contact", () => {
  it("shows the API's message on the field it is about, then the success with a link to the tickets page", async () => {
    const sent = apiAnswers({ status: 400, body: { error: "Please enter a subject", code: "validation" } }, { status: 201, body: ticket });
    const user = userEvent.setup();
    render(<ContactModal text={text} ticketsHref="/de/account/profile/tickets" onClose={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Kontakt" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Senden" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a subject");
    expect(screen.getByLabelText("Betreff").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Nachricht").hasAttribute("aria-invalid")).toBe(false);

    await user.type(screen.getByLabelText("Betreff"), "Paket");
    await user.type(screen.getByLabelText("Nachricht"), "Wo ist es?");
    await user.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByText("Danke: Ihre Nachricht wurde gesendet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ihre Tickets ansehen" }).getAttribute("href")).toBe("/de/account/profile/tickets");
    expect(sent).toEqual([{ subject: "", body: "" }, { subject: "Paket", body: "Wo ist es?" }]);
  });
});
