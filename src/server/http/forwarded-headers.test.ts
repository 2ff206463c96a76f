import { describe, expect, it } from "vitest";
import { applyForwardingPolicy } from "./forwarded-headers";

describe("forwarding headers", () => {
  it("replaces whatever a direct client claims with its socket's address and scheme", () => {
    const headers = { host: "acme.example", "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https", "x-real-ip": "1.2.3.4" };
    applyForwardingPolicy(headers, { remoteAddress: "198.51.100.2" }, false);
    expect(headers).toEqual({ host: "acme.example", "x-forwarded-for": "198.51.100.2", "x-forwarded-proto": "http" });
  });

  it("behind a trusted proxy keeps only the hop the proxy added", () => {
    const headers = { "x-forwarded-for": "203.0.113.7, 198.51.100.9", "x-forwarded-proto": "http, https" };
    applyForwardingPolicy(headers, { remoteAddress: "10.0.0.1" }, true);
    expect(headers).toEqual({ "x-forwarded-for": "198.51.100.9", "x-forwarded-proto": "https" });
  });

  it("treats a back-office page's read over loopback as the page's own request (back-office-loopback.ts)", () => {
    // Not behind a proxy the front served the page over http itself: the loopback call is set to the same scheme.
    const direct = { host: "acme.example", cookie: "better-auth.session_token=t", "x-forwarded-for": "198.51.100.2", "x-forwarded-proto": "http" };
    applyForwardingPolicy(direct, { remoteAddress: "127.0.0.1" }, false);
    expect(direct).toEqual({ host: "acme.example", cookie: "better-auth.session_token=t", "x-forwarded-for": "127.0.0.1", "x-forwarded-proto": "http" });
    // Behind a trusted proxy the page's settled scheme and client pass as they are (one hop each).
    const proxied = { host: "acme.example", cookie: "__Secure-better-auth.session_token=t", "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https" };
    applyForwardingPolicy(proxied, { remoteAddress: "127.0.0.1" }, true);
    expect(proxied).toEqual({ host: "acme.example", cookie: "__Secure-better-auth.session_token=t", "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https" });
  });
});
