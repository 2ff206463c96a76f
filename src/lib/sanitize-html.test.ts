import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-html";

describe("rich text", () => {
  it("keeps the allowed tags and attributes", () => {
    const html = '<p>Hi <strong>there</strong>, <em>see</em> <a href="/about" class="link">us</a><br><span style="color:red">!</span></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, iframes, event handlers, javascript: links and other tags", () => {
    expect(sanitizeRichText('<p onclick="x()">a</p><script>alert(1)</script><iframe src="//evil"></iframe><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)><h1>c</h1>')).toBe(
      "<p>a</p><a>b</a>c",
    );
  });
});
