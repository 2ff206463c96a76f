import type { ReactNode } from "react";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server.bun";

/**
 * A React tree rendered whole, async server components included, to the bytes React writes: the
 * public renderer's pages and its islands (docs/decisions/030).
 *
 * React's Bun build rather than its Node one: the same renderer, but it hands over the HTML as the
 * strings it builds, where the Node build encodes each small piece into a byte buffer as it goes
 * (measured on the home page: 15.8 against 18.0 ms a render, a tenth of the CPU). The pieces are
 * joined here and encoded once. Its one difference that shows: it has no AsyncLocalStorage, so a
 * resource hint (`preload()`, `preloadModule()`) must be called before a component's first
 * `await`, or it is lost (e2e/public-renderer.e2e.ts compares the page's hints with Next's). It
 * calls `Bun.hash` only for server actions' form state, which islands do not have.
 * Rejects with the first error a component throws.
 */
export function renderHtml(node: ReactNode, options: Pick<RenderToPipeableStreamOptions, "bootstrapModules"> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let html = "";
    let failure: unknown;
    // What React's pipe() uses of a stream: write (string pieces), end, and events it listens to.
    const sink = {
      write(piece: string) {
        html += piece;
        return true;
      },
      end() {
        if (failure) reject(failure);
        else resolve(Buffer.from(html));
      },
      on: () => sink,
    };
    const { pipe } = renderToPipeableStream(node, {
      ...options,
      onAllReady: () => pipe(sink as unknown as NodeJS.WritableStream),
      onShellError: reject,
      onError: (error) => void (failure ??= error),
    });
  });
}
