import { randomBytes } from "node:crypto";
import { AppError, notFound } from "@/server/http/errors";
import { auth } from "./auth.server";
import { authMessages, isEmail } from "./auth.validation";
import { serverPasswordError } from "./password-policy.server";

/** A strong password that passes every rule (for the demo admin and CLI-made accounts). */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString("base64url");
    if (!serverPasswordError(candidate) && /^[A-Za-z0-9]/.test(candidate)) return candidate;
  }
}

function checkPassword(password: string) {
  const weak = serverPasswordError(password);
  if (weak) throw new AppError({ code: "bad_request", message: weak });
}

export async function findUserByEmail(email: string) {
  const context = await (await auth()).$context;
  const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  return found?.user ?? null;
}

/** Creates a confirmed account with a password, outside any request (CLI, demo seed). */
export async function createAccount({ email, name, password }: { email: string; name: string; password: string }) {
  const address = email.trim().toLowerCase();
  if (!isEmail(address)) throw new AppError({ code: "bad_request", message: authMessages.invalidEmail });
  checkPassword(password);
  const context = await (await auth()).$context;
  if (await context.internalAdapter.findUserByEmail(address)) {
    throw new AppError({ code: "conflict", message: `An account with the e-mail ${address} already exists` });
  }
  const user = await context.internalAdapter.createUser({ email: address, name, emailVerified: true }, { method: "admin" });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return user;
}

/** Sets a new password and signs the account out everywhere. */
export async function resetAccountPassword(email: string, password: string) {
  checkPassword(password);
  const context = await (await auth()).$context;
  const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase(), { includeAccounts: true });
  if (!found) throw notFound(`No account has the e-mail ${email}`);
  const hash = await context.password.hash(password);
  if (found.accounts.some((account) => account.providerId === "credential")) {
    await context.internalAdapter.updatePassword(found.user.id, hash);
  } else {
    await context.internalAdapter.linkAccount({ userId: found.user.id, providerId: "credential", accountId: found.user.id, password: hash });
  }
  await context.internalAdapter.deleteUserSessions(found.user.id);
  return found.user;
}
