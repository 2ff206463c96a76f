/** Accepted uploads, recognised by their first bytes (the client's declared type is not trusted). */
const signatures: { contentType: string; kind: "image" | "video"; extension: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { contentType: "image/jpeg", kind: "image", extension: "jpg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { contentType: "image/png", kind: "image", extension: "png", matches: (b) => ascii(b, 1, 3) === "PNG" && b[0] === 0x89 },
  { contentType: "image/gif", kind: "image", extension: "gif", matches: (b) => ascii(b, 0, 4) === "GIF8" },
  { contentType: "image/webp", kind: "image", extension: "webp", matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP" },
  { contentType: "image/avif", kind: "image", extension: "avif", matches: (b) => ascii(b, 4, 4) === "ftyp" && ["avif", "avis"].includes(ascii(b, 8, 4)) },
  { contentType: "video/mp4", kind: "video", extension: "mp4", matches: (b) => ascii(b, 4, 4) === "ftyp" && !["avif", "avis"].includes(ascii(b, 8, 4)) },
  { contentType: "video/webm", kind: "video", extension: "webm", matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3 },
];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Size limits per kind. */
export const maxBytes = { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024 } as const;
/** A whole upload request: the largest video plus the form's overhead. */
export const maxUploadBytes = 101 * 1024 * 1024;

export function sniffMediaType(bytes: Uint8Array) {
  return signatures.find((signature) => signature.matches(bytes)) ?? null;
}

export const acceptedTypesMessage = "Only JPEG, PNG, GIF, WebP and AVIF images and MP4 and WebM videos can be uploaded";
