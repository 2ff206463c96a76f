import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "@/components/ui/dialog";
import { createQueryClient } from "@/lib/query-client";
import type { MetricDto } from "../../sections.queries";
import { metricDto } from "@/testing/sections";
import { MetricCardEditor } from "./metric-card-editor";

// Issue 34: in the section editor, a card's inline title and description fields.
const metric = metricDto();

/** The card inside the section editor's window; PATCH answers when `answer` is called. */
function setup(language: string | null = null, card: MetricDto = metric) {
  let answer: (() => void) | null = null;
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const change = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(change);
      await new Promise<void>((resolve) => (answer = resolve));
      return new Response(JSON.stringify({ ...metric, ...change, version: metric.version + 1 }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Dialog open onOpenChange={onOpenChange} title="Edit section">
        <MetricCardEditor metric={card} sectionId="5b1f9a7e-0000-4000-8000-000000000002" handle={{}} dragging={false} language={language} onChanged={() => {}} />
      </Dialog>
    </QueryClientProvider>,
  );
  return { onOpenChange, sent, answer: () => act(() => answer?.()) };
}

afterEach(() => vi.unstubAllGlobals());

describe("a card's inline fields in the section editor", () => {
  it("Escape in the title or the description puts the saved text back and leaves the section editor open", () => {
    const { onOpenChange, sent } = setup();
    for (const [label, saved] of [["Title of Work visas", "Work visas"], ["Description of Work visas", "Filed for you."]] as const) {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      field.focus();
      fireEvent.change(field, { target: { value: "Half typed" } });
      fireEvent.keyDown(field, { key: "Escape" });
      expect(onOpenChange, label).not.toHaveBeenCalledWith(false);
      expect(field.value, label).toBe(saved);
    }
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog", { name: "Edit section" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("says 'Saving…' while an edit is sent on leaving the field, then 'Saved'", async () => {
    const { sent, answer } = setup();
    const field = screen.getByLabelText("Title of Work visas");
    fireEvent.change(field, { target: { value: "Work and study visas" } });
    fireEvent.blur(field);
    const status = screen.getAllByRole("status").find((element) => element.hasAttribute("data-inline-save"))!;
    expect(status.textContent).toBe("Saving…");
    await waitFor(() => expect(sent).toEqual([{ version: 3, title: "Work and study visas" }]));
    answer();
    await waitFor(() => expect(status.textContent).toBe("Saved"));
  });

  it("in Spanish shows the card's translations, with the English text as the empty field's hint, and saves a translation without touching the English", async () => {
    const { sent, answer } = setup("es", { ...metric, title_translation: { es: "Visados de trabajo", fr: "Visas de travail" } });
    const title = screen.getByLabelText("Title of Work visas") as HTMLInputElement;
    const description = screen.getByLabelText("Description of Work visas") as HTMLTextAreaElement;
    expect(title.value).toBe("Visados de trabajo");
    expect(description.value).toBe("");
    expect(description.placeholder).toBe("Filed for you.");
    fireEvent.change(description, { target: { value: "Los tramitamos por usted." } });
    fireEvent.blur(description);
    await waitFor(() => expect(sent).toEqual([{ version: 3, description_translation: { es: "Los tramitamos por usted." } }]));
    answer();
    fireEvent.change(title, { target: { value: "Visados laborales" } });
    fireEvent.blur(title);
    await waitFor(() => expect(sent[1]).toEqual({ version: 3, title_translation: { es: "Visados laborales", fr: "Visas de travail" } }));
  });
});
