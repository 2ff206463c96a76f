import { z } from "zod";
import { identityMessages, usernameMinLength } from "@/modules/identity/identity.validation";

/** Messages of spec 000 §5 and §8, quoted exactly where the spec quotes them. */
export const authMessages = {
  ...identityMessages,
  fillAllFields: "Please fill in all fields",
  passwordTooShort: "Password must be at least 8 characters",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordLowercase: "Password must contain at least one lowercase letter",
  passwordDigit: "Password must contain at least one number",
  passwordCommon: "This password is one of the most common passwords. Please choose a less predictable one.",
  resetEmailRequired: "Please enter your email address",
  invalidCredentials: "Invalid email or password",
  emailNotConfirmed: "Please confirm your email address",
  loginFailed: "Login failed. Please try again.",
  resetSent: "Password reset email sent. Please check your inbox.",
  resetEmailFailed: "Unable to send email. Please check your email address and try again.",
  emailExists: "An account with this email already exists. Please sign in instead.",
  serverError: "Something went wrong on our side. Please try again later.",
  organizationUnknown: "Unable to identify organization. Please contact support.",
  profileFailed: "Failed to create or update user profile",
  freeTrialFailed: "Failed to complete free trial registration. Please try again.",
  emailSendFailed: (type: string) => `Registration successful, but failed to send ${type} email. Please contact support.`,
  passwordsDiffer: "The two passwords do not match",
  resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
} as const;

export { usernameMinLength };
export const passwordMinLength = 8;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first broken password rule of spec 000 §5, or null. */
export function passwordError(password: string): string | null {
  if (password.length < passwordMinLength) return authMessages.passwordTooShort;
  if (!/[A-Z]/.test(password)) return authMessages.passwordUppercase;
  if (!/[a-z]/.test(password)) return authMessages.passwordLowercase;
  if (!/[0-9]/.test(password)) return authMessages.passwordDigit;
  return null;
}

export function isEmail(value: string): boolean {
  return emailShape.test(value.trim());
}

export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
}

/** Registration rules in the order the form reports them; only the first error is shown. */
export function registrationError({ username, email, password }: RegistrationInput): string | null {
  if (!username.trim() || !email.trim() || !password) return authMessages.fillAllFields;
  if (username.trim().length < usernameMinLength) return authMessages.usernameTooShort;
  if (!isEmail(email)) return authMessages.invalidEmail;
  return passwordError(password);
}

export function loginError({ email, password }: { email: string; password: string }): string | null {
  return !email.trim() || !password ? authMessages.fillAllFields : null;
}

export function resetRequestError(email: string): string | null {
  if (!email.trim()) return authMessages.resetEmailRequired;
  return isEmail(email) ? null : authMessages.invalidEmail;
}

/** zod form of the registration rules, for the server's sign-up check. */
export const registrationSchema = z
  .object({ name: z.string().default(""), email: z.string().default(""), password: z.string().default("") })
  .superRefine((value, ctx) => {
    const message = registrationError({ username: value.name, email: value.email, password: value.password });
    if (message) ctx.addIssue({ code: "custom", message });
  });
