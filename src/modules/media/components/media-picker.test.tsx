import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "@/components/ui/query-provider";
import { MediaPicker } from "./media-picker";

const org = "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e";
function file(name: string, alt: string, id: string) {
  const base = `/api/media/files/${org}/${id}`;
  return {
    id,
    kind: "image",
    filename: name,
    content_type: "image/jpeg",
    size: 2_000_000,
    alt,
    url: `${base}.jpg`,
    width: 4000,
    height: 3000,
    variants: [960, 480].flatMap((width) => (["image/avif", "image/webp"] as const).map((type) => ({ url: `${base}-${width}w.${type.slice(6)}`, width, height: width * 0.75, content_type: type, size: 1000 }))),
    version: 1,
    created_at: "2026-11-23T10:00:00.000Z",
  };
}
const office = file("office.jpg", "The team in the office", "0d0c3f7e-9f3e-4b51-8a5d-3a2e8f7c6b10");
const beach = file("beach.jpg", "", "1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21");

const requests: string[] = [];
function stubApi() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      requests.push(path);
      const q = new URL(path, "http://x").searchParams.get("q") ?? "";
      const list = [office, beach].filter((media) => media.filename.includes(q) || media.alt.includes(q));
      return new Response(JSON.stringify(list), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe("MediaPicker", () => {
  it("shows the organization's media as small thumbnails, searches once typing pauses, and hands back the chosen file's URL and alt", async () => {
    stubApi();
    const user = userEvent.setup();
    const onPick = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <QueryProvider>
        <MediaPicker open onOpenChange={onOpenChange} onPick={onPick} />
      </QueryProvider>,
    );
    await screen.findByRole("dialog", { name: "Gallery" });
    const office = await screen.findByRole("button", { name: /office\.jpg/ });
    // The thumbnail is the smallest WebP, not the 4000 px original.
    expect(office.querySelector("img")?.getAttribute("src")).toMatch(/-480w\.webp$/);
    expect(screen.getByRole("button", { name: "Use selected file" })).toHaveProperty("disabled", true);

    await user.type(screen.getByRole("searchbox", { name: "Search media" }), "beach");
    // Debounced: one search for the whole word, not one per key. (The grid empties as soon as the
    // settled word changes, a moment before the request goes out, so wait for the request itself.)
    await waitFor(() => expect(requests.filter((path) => path.includes("?q="))).toEqual(["/api/media?q=beach"]));
    await waitFor(() => expect(screen.queryByRole("button", { name: /office\.jpg/ })).toBeNull());
    expect(screen.getByRole("button", { name: "beach.jpg" })).toBeTruthy();

    await user.clear(screen.getByRole("searchbox", { name: "Search media" }));
    await user.click(await screen.findByRole("button", { name: /office\.jpg/ }));
    await user.click(screen.getByRole("button", { name: "Use selected file" }));
    expect(onPick).toHaveBeenCalledWith({ url: `/api/media/files/${org}/0d0c3f7e-9f3e-4b51-8a5d-3a2e8f7c6b10.jpg`, alt: "The team in the office" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("gives a file without alt text as null", async () => {
    stubApi();
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(
      <QueryProvider>
        <MediaPicker open onOpenChange={() => {}} onPick={onPick} />
      </QueryProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "beach.jpg" }));
    await user.click(screen.getByRole("button", { name: "Use selected file" }));
    expect(onPick).toHaveBeenCalledWith({ url: beach.url, alt: null });
  });
});
