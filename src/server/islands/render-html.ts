import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";

/**
 * A React tree rendered whole, async server components included, to the bytes React writes: the
 * public renderer's pages and its islands (docs/decisions/030). Node's stream rather than the web
 * one: measured on the home page, reading a web stream back cost about a tenth of a render.
 * Rejects with the first error a component throws.
 */
export function renderHtml(node: ReactNode, options: Pick<RenderToPipeableStreamOptions, "bootstrapModules"> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(node, {
      ...options,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => void (failure ??= error),
    });
  });
}
