import { describe, expect, it } from "vitest";
import { sanitizePostContent } from "./post-content";
import { sanitizeRichText } from "@/lib/sanitize-html";

describe("post content", () => {
  it("keeps what the editor makes: headings, lists, links, images, tables, code and quotes", () => {
    const html =
      '<h2 id="intro">Intro</h2><p><strong>Bold</strong> <a href="https://example.com" target="_blank" rel="noopener">link</a></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><img src="/api/media/files/a/b.png" alt="Photo">' +
      "<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><pre><code>const x = 1;</code></pre><blockquote>Quote</blockquote>";
    expect(sanitizePostContent(html, "default")).toBe(html);
  });

  it("removes scripts, event handlers, javascript: links, forms and other iframes", () => {
    const html =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a><img src="x" onerror="alert(1)">' +
      '<form action="/x"><input name="a"></form><iframe src="https://evil.example/embed"></iframe><object data="x"></object>';
    expect(sanitizePostContent(html, "landing")).toBe('<p>Hi</p><a>x</a><a>y</a><img src="x">');
  });

  it("keeps YouTube and Vimeo players only", () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen=""></iframe>';
    const vimeo = '<iframe src="https://player.vimeo.com/video/76979871"></iframe>';
    expect(sanitizePostContent(youtube + vimeo, "default")).toBe(youtube + vimeo);
    expect(sanitizePostContent('<iframe src="http://www.youtube.com/embed/x"></iframe><iframe src="https://www.youtube.com.evil.io/embed/x"></iframe>', "default")).toBe("");
  });

  it("lets landing pages keep layout elements and inline styles, other types not", () => {
    const landing = '<section class="hero" style="padding: 2rem"><header><h1>Launch</h1></header><video controls="" src="/v.mp4"></video></section>';
    expect(sanitizePostContent(landing, "landing")).toBe(landing);
    expect(sanitizePostContent(landing, "default")).toBe("<h1>Launch</h1>");
  });

  it("leaves the inline rich-text sanitizer as it was (the iframe hook is removed after each call)", () => {
    sanitizePostContent("<p>x</p>", "default");
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/x"></iframe><p>ok</p>')).toBe("<p>ok</p>");
  });
});

describe("styles in post content", () => {
  it("keep layout on landing posts but never positioning or negative margins", () => {
    const html = '<section style="display:flex;gap:1rem;padding:2rem;position:fixed;inset:0;z-index:50;margin-top:-500px;transform:translateY(-100%)">x</section>';
    expect(sanitizePostContent(html, "landing")).toBe('<section style="display:flex;gap:1rem;padding:2rem">x</section>');
  });

  it("keep text styling only in articles", () => {
    expect(sanitizePostContent('<p style="text-align:right;display:flex;position:fixed">x</p>', "default")).toBe('<p style="text-align:right">x</p>');
  });
});
