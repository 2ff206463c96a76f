import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("environment", () => {
  it("has working defaults, so that `npm start` needs no configuration", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, ATRIUM_DATA_DIR: "./.data", TRUST_PROXY_HEADERS: "off" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("stops with a message that names each malformed variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", PORT: "eighty", BETTER_AUTH_SECRET: "short" })).toThrowError(
      /DATABASE_URL[^]*PORT[^]*BETTER_AUTH_SECRET|DATABASE_URL[^]*BETTER_AUTH_SECRET[^]*PORT|PORT[^]*DATABASE_URL/,
    );
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrowError(/SMTP_URL/);
  });
});
