import { tooManyAttemptsMessage } from "@/server/http/errors";
/** Field rules that every account-facing endpoint shares (sign-up, profile, trials, account e-mail). */
export const identityMessages = {
  usernameTooShort: "Username must be at least 3 characters",
  invalidEmail: "Please enter a valid email address",
  tooManyAttempts: tooManyAttemptsMessage,
} as const;

export const usernameMinLength = 3;
