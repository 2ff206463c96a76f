import { render, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import type { EditorName } from "./editors";
import Workbench, { openFailedText, type OpenEditor } from "./workbench";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
// Every editor's chunk fails to load (a dropped connection, a deploy that removed the old chunks).
vi.mock("./editors", () => {
  const fail = () => Promise.reject(new Error("chunk failed"));
  const names = ["template", "page", "layout", "heading", "hero", "media", "siteMap", "header", "footer", "globalSettings", "post"];
  return { editorLoaders: Object.fromEntries(names.map((name) => [name, fail])), hasEditor: (name: string) => names.includes(name) };
});

function openFailing(editor: EditorName) {
  const setOpen = vi.fn<(open: OpenEditor | null) => void>();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  render(<Workbench open={{ editor }} setOpen={setOpen} urlPage="/home" prefix="" commands={[]} palette={{ open: false, onOpenChange: vi.fn(), everOpened: false }} />);
  return setOpen;
}

beforeEach(() => vi.mocked(toast.error).mockClear());

describe("an editor that fails to open", () => {
  it.each([
    ["layout", "Error opening page layout manager"],
    ["header", "Error opening header edit modal"],
    ["footer", "Error opening footer edit modal"],
    ["template", "The editor could not be loaded. Please check your connection and try again."],
    ["globalSettings", "The editor could not be loaded. Please check your connection and try again."],
  ] as const)("%s: says '%s' and closes", async (editor, message) => {
    expect(openFailedText(editor)).toBe(message);
    const setOpen = openFailing(editor);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(setOpen).toHaveBeenCalledWith(null);
  });
});
