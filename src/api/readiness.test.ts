import { describe, expect, it } from "vitest";
import { databaseHandle, openPostgres, useDatabase } from "@/server/db/client";
import { call } from "@/testing/api";

describe("GET /api/ready", () => {
  it("answers 200 while the database answers", async () => {
    const response = await call("/api/ready", { host: "localhost" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 while the database does not (a server nobody listens on), and 200 again once it does", async () => {
    const working = await databaseHandle();
    const unreachable = await openPostgres("postgres://postgres@127.0.0.1:9/atrium");
    useDatabase(unreachable);
    try {
      const response = await call("/api/ready", { host: "localhost" });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable" });
    } finally {
      useDatabase(working);
      await unreachable.close();
    }
    expect((await call("/api/ready", { host: "localhost" })).status).toBe(200);
  });
});
