import { createAuthClient } from "better-auth/client";

/** better-auth in the browser, on the current host's /api/auth. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
