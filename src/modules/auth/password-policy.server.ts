import { createRequire } from "node:module";
import { authMessages, passwordError } from "./auth.validation";

const require = createRequire(import.meta.url);
let common: { test(password: string): boolean } | undefined;

/** Mozilla's list of the most common passwords (lower case), loaded on first use. */
function commonPasswords() {
  common ??= require("fxa-common-password-list") as { test(password: string): boolean };
  return common;
}

/** The spec's rules plus ours: a password from the common-password list is refused. */
export function serverPasswordError(password: string): string | null {
  return passwordError(password) ?? (commonPasswords().test(password.toLowerCase()) ? authMessages.passwordCommon : null);
}
