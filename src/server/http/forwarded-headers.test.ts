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
});
