import { describe, expect, it } from "vitest";
import { isBackOfficePath } from "./back-office";

describe("the back office's paths", () => {
  it("are the admin, account and sign-in pages, in any language", () => {
    for (const path of ["/admin", "/admin/support", "/es/admin", "/account/profile", "/login", "/fr/register", "/signup", "/reset-password", "/invitation"]) expect(isBackOfficePath(path), path).toBe(true);
  });

  it("are not the public pages, whose first segment only looks alike", () => {
    for (const path of ["/", "/es", "/about", "/blog/admin", "/administration", "/logins", "/basket", "/meet/abc"]) expect(isBackOfficePath(path), path).toBe(false);
  });
});
