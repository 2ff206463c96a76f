import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditorProps } from "@/lib/editing";
import { createQueryClient } from "@/lib/query-client";
import TemplateSectionEditor from "./template-section-editor";

const id = "6c2d8e1a-0000-4000-8000-000000000001";

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelector('[data-kind="template"]')?.remove();
});

describe("the template section editor while the section loads", () => {
  it("shows the section type's skeleton, the type read from the page's anchor (issue 34: skeletons were never shown)", () => {
    // The page as the public renderer left it: the section's anchor says its type.
    const anchor = document.body.appendChild(document.createElement("section"));
    Object.assign(anchor.dataset, { kind: "template", id, sectionType: "reviews" });
    // The section's row never arrives in this test: the editor stays on its loading state.
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    const props = { id, urlPage: "/home", onClose: () => {}, onChanged: () => {}, deleteWithUndo: async () => {}, openEditor: () => {} } as EditorProps;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TemplateSectionEditor {...props} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole("dialog");
    const skeleton = within(dialog).getByText("Loading reviews…").closest('[aria-busy="true"]')!;
    expect(skeleton).not.toBeNull();
    expect(skeleton.querySelectorAll(".animate-pulse").length).toBeGreaterThan(3);
  });
});
