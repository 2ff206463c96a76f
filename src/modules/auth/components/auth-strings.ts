import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/**
 * Every visible word of the sign-in, registration, password reset, account and profile screens: the
 * `auth` catalogue (src/messages/{locale}/auth.json, ICU). English quotes the spec's messages
 * (auth.validation.ts) exactly (auth-strings.test.ts checks it). Messages that come from the server
 * stay as the server sends them.
 *
 * Client components import only the types of this module, and take their strings as props from the
 * server (the server formats what it can with `translator(locale, "auth")`), so that a page's bundle
 * holds one language and no i18n runtime.
 */
export type AuthStrings = Messages["auth"];

const passwordRules = ["fillAllFields", "passwordTooShort", "passwordUppercase", "passwordLowercase", "passwordDigit"] as const;

/** The words each form needs; the server passes only these to the browser. */
export const loginFormKeys = ["email", "password", "signIn", "signingIn", "signedIn", "fillAllFields", "loginFailed"] as const;
export const registerFormKeys = [
  "username", "email", "password", "passwordHint", "freeTrial", "freeTrialHint", "createAccount", "creatingAccount", "registeredConfirm", "registered",
  ...passwordRules, "usernameTooShort", "invalidEmail", "profileFailed", "freeTrialFailed", "emailSendFailed",
] as const;
export const requestResetFormKeys = ["email", "sendResetLink", "sending", "resetEmailRequired", "invalidEmail", "resetSent"] as const;
export const newPasswordFormKeys = ["newPassword", "repeatPassword", "setNewPassword", "saving", "passwordChanged", ...passwordRules, "passwordsDiffer"] as const;
export const profileFormKeys = ["username", "fullName", "saveProfile", "saving", "profileSaved", "profileFailed"] as const;

/** The header's login and register modal shows both forms. */
export const authModalFormKeys = [...new Set([...loginFormKeys, ...registerFormKeys])] as ((typeof loginFormKeys)[number] | (typeof registerFormKeys)[number])[];

export type LoginFormStrings = Pick<AuthStrings, (typeof loginFormKeys)[number]>;
export type RegisterFormStrings = Pick<AuthStrings, (typeof registerFormKeys)[number]>;
export type RequestResetFormStrings = Pick<AuthStrings, (typeof requestResetFormKeys)[number]>;
export type NewPasswordFormStrings = Pick<AuthStrings, (typeof newPasswordFormKeys)[number]>;
export type ProfileFormStrings = Pick<AuthStrings, (typeof profileFormKeys)[number]>;

/** The strings of a page's language; English for anything that is not a known locale. */
export function authStringsFor(locale: string): AuthStrings {
  return messagesOf(locale, "auth");
}

/** Only the given keys, so that a client form receives the words it shows and nothing more. */
export function pickStrings<K extends keyof AuthStrings>(strings: AuthStrings, keys: readonly K[]): Pick<AuthStrings, K> {
  return Object.fromEntries(keys.map((key) => [key, strings[key]])) as Pick<AuthStrings, K>;
}
