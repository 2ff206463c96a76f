import { describe, expect, it } from "vitest";
import { renderHtml, renderHtmlText } from "./render-html";

async function Late({ text }: { text: string }) {
  await Promise.resolve();
  return <p>{text}</p>;
}

describe("renderHtml", () => {
  it("gives the page's exact UTF-8 bytes, past its first buffer and across its stretches of characters", async () => {
    // 5000 paragraphs, ~140 KB: the writer's first buffer (64 KB) grows twice, and characters of one,
    // two, three and four bytes (a surrogate pair) fall on every side of its 512-character stretches.
    const words = ["plain ascii text", "Zürich café", "… → €", "日本語のテキスト", "emoji 🎉 here"];
    const page = (
      <html>
        <body>
          {Array.from({ length: 5000 }, (_, index) => (
            <Late key={index} text={`${index} ${words[index % words.length]}`} />
          ))}
        </body>
      </html>
    );
    const bytes = await renderHtml(page);
    const text = await renderHtmlText(page);
    expect(bytes.length).toBeGreaterThan(128 * 1024);
    expect(bytes.equals(Buffer.from(text, "utf8"))).toBe(true);
    expect(text).toContain("<p>4999 emoji 🎉 here</p>");
    expect(text).toContain("<p>4997 … → €</p>");
  });

  it("keeps the bytes in a buffer of their own size, not the writer's larger one", async () => {
    const bytes = await renderHtml(<p>short</p>);
    expect(bytes.toString()).toBe("<p>short</p>");
    expect(bytes.buffer.byteLength).toBeLessThan(64 * 1024);
  });

  it("rejects with the error a component throws", async () => {
    async function Broken(): Promise<never> {
      await Promise.resolve();
      throw new Error("no data");
    }
    await expect(renderHtml(<div><Broken /></div>)).rejects.toThrow("no data");
  });
});
