import { authMessages } from "./auth.validation";

export interface AuthFailure {
  status?: number;
  code?: string;
  message?: string;
}

/** The message a sign-in failure shows (spec 000 §8 "Login"). */
export function loginFailureMessage(error: AuthFailure): string {
  if (error.status === 429) return authMessages.tooManyAttempts;
  if (error.code === "INVALID_EMAIL_OR_PASSWORD" || error.code === "INVALID_EMAIL") return authMessages.invalidCredentials;
  if (error.code === "EMAIL_NOT_VERIFIED") return authMessages.emailNotConfirmed;
  return error.message || authMessages.invalidCredentials;
}

/** The message a sign-up failure shows (spec 000 §8 "Registration"). */
export function registrationFailureMessage(error: AuthFailure): string {
  if (error.status === 429) return authMessages.tooManyAttempts;
  if (error.code?.startsWith("USER_ALREADY_EXISTS")) return authMessages.emailExists;
  if (error.status === 404) return authMessages.organizationUnknown;
  if (error.status === undefined || error.status >= 500) return authMessages.serverError;
  return error.message || authMessages.serverError;
}

/** The message a reset request failure shows (spec 000 §8 "Password reset"). */
export function resetFailureMessage(error: AuthFailure): string {
  return error.status === 429 ? authMessages.tooManyAttempts : authMessages.resetEmailFailed;
}
