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

describe("inline styles in stored HTML", () => {
  it("keep text styling and drop what lets an element cover the page", () => {
    const overlay = '<span style="position:fixed;inset:0;z-index:9999;width:100vw;height:100vh;background:white">Sign in again</span>';
    expect(sanitizeRichText(overlay)).toBe("<span>Sign in again</span>");
    expect(sanitizeRichText('<p style="text-align:center;color:#0284c7;top:0;position:absolute">x</p>')).toBe('<p style="text-align:center;color:#0284c7">x</p>');
  });

  it("drop values that load or run something", () => {
    expect(sanitizeRichText('<span style="background-color:url(https://evil.example/x);color:expression(alert(1))">x</span>')).toBe("<span>x</span>");
  });
});
