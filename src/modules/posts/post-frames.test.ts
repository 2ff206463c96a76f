import { describe, expect, it } from "vitest";
import { sanitizePostContent } from "./post-content";
import { postFrames, replaceFrames } from "./post-frames";

const stored = [
  "<h2>Watch</h2>",
  '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=5&amp;rel=0" title="Moving &quot;home&quot;" width="640" height="360" allowfullscreen="true"></iframe></div>',
  "<p>Between</p>",
  '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
  '<iframe src="https://evil.example/x"></iframe>',
].join("");

describe("a post's frames", () => {
  it("are read from the sanitized HTML with their address and title, entities decoded", () => {
    expect(postFrames(sanitizePostContent(stored, "default"))).toEqual([
      { src: "https://www.youtube.com/embed/dQw4w9WgXcQ?start=5&rel=0", title: 'Moving "home"' },
      { src: "https://player.vimeo.com/video/76979871", title: "" },
    ]);
  });

  it("are replaced in order, everything around them kept", () => {
    const html = replaceFrames(sanitizePostContent(stored, "default"), (frame, index) => `<x-embed data-n="${index}"></x-embed>`);
    expect(html).not.toContain("<iframe");
    expect(html).toContain('<h2>Watch</h2><div data-youtube-video=""><x-embed data-n="0"></x-embed></div><p>Between</p><x-embed data-n="1"></x-embed>');
  });

  it("leave HTML without frames as it is", () => {
    expect(replaceFrames("<p>No video</p>", () => "x")).toBe("<p>No video</p>");
    expect(postFrames("<p>No video</p>")).toEqual([]);
  });
});
