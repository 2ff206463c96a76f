import type { ReactNode } from "react";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server.bun";

type Options = Pick<RenderToPipeableStreamOptions, "bootstrapModules">;

/** What React's pipe() uses of a stream: write (string pieces), end, and the events it listens to. */
interface Sink {
  write(piece: string): boolean;
  end(): void;
  on(): Sink;
}

/**
 * A React tree rendered whole, async server components included, its HTML handed to `collect`
 * piece by piece; `finish` gives the result once React has written the last piece.
 *
 * React's Bun build rather than its Node one: the same renderer, but it hands over the HTML as the
 * strings it builds, where the Node build encodes each small piece into a byte buffer as it goes
 * (measured on the home page: 15.8 against 18.0 ms a render, a tenth of the CPU). Its one
 * difference that shows: it has no AsyncLocalStorage, so a resource hint (`preload()`,
 * `preloadModule()`) must be called before a component's first `await`, or it is lost
 * (e2e/public-renderer.e2e.ts compares the page's hints with Next's). It calls `Bun.hash` only for
 * server actions' form state, which islands do not have.
 * Rejects with the first error a component throws.
 */
function render<T>(node: ReactNode, options: Options, collect: (piece: string) => void, finish: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const sink: Sink = {
      write(piece: string) {
        collect(piece);
        return true;
      },
      end() {
        if (failure) reject(failure);
        else resolve(finish());
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

/**
 * The page's bytes, encoded as React hands over its HTML, a few hundred characters at a time, into
 * one growing buffer. Not one string encoded at the end: a single character outside Latin-1 (an
 * "…", a "€") makes the whole string two bytes a character, which doubles the cost of joining its
 * thousands of pieces and triples that of encoding it (Buffer.from was 7% of a home page's CPU);
 * short stretches keep all but a few of them one byte a character (0.65 → 0.24 ms for the home page).
 */
function utf8Writer() {
  let bytes = Buffer.allocUnsafe(64 * 1024);
  let length = 0;
  let text = "";
  const flush = () => {
    // UTF-8 takes at most three bytes for a UTF-16 code unit.
    const needed = length + text.length * 3;
    if (needed > bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, bytes.length * 2));
      bytes.copy(grown, 0, 0, length);
      bytes = grown;
    }
    length += bytes.write(text, length);
    text = "";
  };
  return {
    add(piece: string) {
      text += piece;
      if (text.length >= 512) flush();
    },
    /** The bytes written, in a buffer of their own size (a page may be kept in the page cache). */
    bytes() {
      flush();
      return Buffer.from(bytes.subarray(0, length));
    },
  };
}

/** A page's HTML as the bytes to send. */
export function renderHtml(node: ReactNode, options: Options = {}): Promise<Buffer> {
  const writer = utf8Writer();
  return render(node, options, writer.add, writer.bytes);
}

/** A fragment's HTML as a string, for a page that is still rendering (an island's). */
export function renderHtmlText(node: ReactNode): Promise<string> {
  let text = "";
  return render(
    node,
    {},
    (piece) => void (text += piece),
    () => text,
  );
}
