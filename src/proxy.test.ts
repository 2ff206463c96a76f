import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { normalizedPageUrl } from "@/server/http/page-query";
import { proxy } from "./proxy";

const request = (url: string) => new NextRequest(url, { headers: { host: new URL(url).host } });

describe("proxy", () => {
  it("rewrites a page address to its host and language route", () => {
    const response = proxy(request("http://acme.localhost:3000/de/blog"));
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://acme.localhost:3000/acme.localhost%3A3000/de/blog");
  });

  it("moves /signup to /register in the same language, keeping where to go after registering", () => {
    const plain = proxy(request("http://acme.localhost:3000/signup"));
    expect(plain.status).toBe(308);
    expect(plain.headers.get("location")).toBe("/register");
    const german = proxy(request(`http://acme.localhost:3000${normalizedPageUrl("/de/signup?utm=x&redirectTo=%2Fbasket")}`));
    expect(german.headers.get("location")).toBe("/de/register?redirectTo=%2Fbasket");
  });
});
