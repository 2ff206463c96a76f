import path from "node:path";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IslandCounter } from "@/testing/island-counter";
import { hydrateIslands, showFreshPage } from "./island-roots";

const counterModule = path.resolve(import.meta.dirname, "../testing/island-counter.tsx");

/** An island as the public renderer writes it: its module, export and JSON props, around its server HTML. */
const island = (label: string) =>
  `<atrium-island data-src="${counterModule}" data-export="IslandCounter" data-props='${JSON.stringify({ label })}'>${renderToString(<IslandCounter label={label} />)}</atrium-island>`;

const page = (text: string, labels: string[]) => `<!doctype html><html><head><title>${text}</title></head><body><div data-page-shell><p>${text}</p>${labels.map(island).join("")}</div></body></html>`;

afterEach(() => vi.unstubAllGlobals());

describe("a fresh page shown after a save", () => {
  it("replaces the page's content, keeps an unchanged island with its state and focus, and hydrates the new ones", async () => {
    document.body.innerHTML = new DOMParser().parseFromString(page("Before", ["Kept", "Dropped"]), "text/html").body.innerHTML;
    await hydrateIslands([...document.querySelectorAll<HTMLElement>("atrium-island")]);
    const user = userEvent.setup();
    await waitFor(async () => {
      await user.click(screen.getByRole("button", { name: /^Kept/ }));
      expect(screen.getByRole("button", { name: "Kept 1" })).toBeTruthy();
    });
    const kept = screen.getByRole("button", { name: "Kept 1" });
    kept.focus();

    const served = vi.fn(async () => new Response(page("After", ["Kept", "Added"]), { headers: { "content-type": "text/html" } }));
    vi.stubGlobal("fetch", served);
    await showFreshPage();

    expect(served).toHaveBeenCalledOnce();
    expect(screen.getByText("After")).toBeTruthy();
    expect(screen.queryByText("Before")).toBeNull();
    expect(document.title).toBe("After");
    // The live island stayed: its count and the focus are still there.
    expect(screen.getByRole("button", { name: "Kept 1" })).toBe(kept);
    expect(document.activeElement).toBe(kept);
    expect(screen.queryByRole("button", { name: /^Dropped/ })).toBeNull();
    // The new island works.
    await waitFor(async () => {
      await user.click(screen.getByRole("button", { name: /^Added/ }));
      expect(screen.getByRole("button", { name: "Added 1" })).toBeTruthy();
    });
  });

  it("carries what the caller asks for into the fresh page", async () => {
    document.body.innerHTML = `<div data-page-shell><section data-kind="hero" data-id="h1"><span data-carried>tools</span></section></div>`;
    vi.stubGlobal("fetch", async () => new Response(page("Fresh", []).replace("<p>Fresh</p>", `<section data-kind="hero" data-id="h1"><p>Fresh</p></section>`)));
    const carried = document.querySelector("[data-carried]")!;
    await showFreshPage({ carry: (shown, fresh) => fresh.querySelector("section")!.append(shown.querySelector("[data-carried]")!) });
    expect(screen.getByText("Fresh").closest("section")!.contains(carried)).toBe(true);
  });

  it("gives a text carried over while being typed in its focus and its caret back", async () => {
    document.body.innerHTML = `<div data-page-shell><h1 contenteditable="true" data-typing>Visas</h1></div>`;
    vi.stubGlobal("fetch", async () => new Response(page("Fresh", []).replace("<p>Fresh</p>", `<h1 data-twin>Old</h1>`)));
    const typing = document.querySelector<HTMLElement>("[data-typing]")!;
    typing.focus();
    document.getSelection()!.setBaseAndExtent(typing.firstChild!, 2, typing.firstChild!, 2);
    await showFreshPage({ carry: (_shown, fresh) => fresh.querySelector("[data-twin]")!.replaceWith(typing) });
    expect(typing.isConnected).toBe(true);
    expect(document.activeElement).toBe(typing);
    const caret = document.getSelection()!;
    expect([caret.anchorNode, caret.anchorOffset]).toEqual([typing.firstChild, 2]);
  });
});
