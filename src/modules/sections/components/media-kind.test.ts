import { describe, expect, it } from "vitest";
import { mediaKind } from "./media-kind";

describe("mediaKind", () => {
  it("is none for empty, blank and unsafe values", () => {
    expect(mediaKind(null)).toEqual({ kind: "none" });
    expect(mediaKind("   ")).toEqual({ kind: "none" });
    expect(mediaKind("javascript:alert(1)")).toEqual({ kind: "none" });
    expect(mediaKind("data:text/html,<b>x</b>")).toEqual({ kind: "none" });
  });

  it("treats ordinary URLs, relative paths and data images as images", () => {
    expect(mediaKind("https://cdn.example.com/a.jpg")).toEqual({ kind: "image", src: "https://cdn.example.com/a.jpg" });
    expect(mediaKind("/uploads/a.png")).toEqual({ kind: "image", src: "/uploads/a.png" });
    expect(mediaKind("data:image/png;base64,AAAA")).toEqual({ kind: "image", src: "data:image/png;base64,AAAA" });
  });

  it("recognises video files by extension, ignoring query and case", () => {
    expect(mediaKind("https://example.com/clip.mp4")).toEqual({ kind: "video", src: "https://example.com/clip.mp4" });
    expect(mediaKind("https://example.com/clip.WEBM?t=3")).toMatchObject({ kind: "video" });
    expect(mediaKind("/media/clip.ogg")).toMatchObject({ kind: "video" });
    expect(mediaKind("https://example.com/clip.mp4.jpg")).toMatchObject({ kind: "image" });
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?t=10",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ])("parses the YouTube link %s", (url) => {
    expect(mediaKind(url)).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" });
  });

  it.each(["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871", "https://vimeo.com/channels/staffpicks/76979871"])(
    "parses the Vimeo link %s",
    (url) => {
      expect(mediaKind(url)).toEqual({ kind: "vimeo", id: "76979871", embedUrl: "https://player.vimeo.com/video/76979871" });
    },
  );

  it("does not embed malformed video-host links or look-alike hosts", () => {
    expect(mediaKind("https://www.youtube.com/watch?v=short")).toMatchObject({ kind: "image" });
    expect(mediaKind("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ")).toMatchObject({ kind: "image" });
    expect(mediaKind("https://vimeo.com/about")).toMatchObject({ kind: "image" });
  });
});
