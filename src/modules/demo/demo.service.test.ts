import { describe, expect, it } from "vitest";
import { call, signIn } from "@/testing/api";
import { ensureDemo } from "./demo.service";

describe("the demo organization", () => {
  it("is created on an empty database with an admin who can sign in, and only once", async () => {
    const seed = await ensureDemo(3000);
    expect(seed).toMatchObject({ created: true, organizationName: "Atrium Demo", adminEmail: "admin@demo.example" });
    expect(seed?.urls).toEqual(["http://localhost:3000", "http://demo.localhost:3000"]);

    for (const host of ["localhost:3000", "demo.localhost:3000"]) {
      const session = await signIn(host, seed!.adminEmail, seed!.adminPassword);
      const profile = await call("/api/profile", { host, token: session.token });
      expect(await profile.json()).toMatchObject({ role: "admin", email: "admin@demo.example" });
    }

    const again = await ensureDemo(3000);
    expect(again).toMatchObject({ created: false });
    expect(again?.adminPassword).toBeUndefined();
  });
});
