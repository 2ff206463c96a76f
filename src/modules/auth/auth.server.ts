import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import { env } from "@/env";
import { normalizeHost } from "@/lib/hosts";
import { emailTemplates, sendMail } from "@/modules/email/email.service";
import type { Organization } from "@/modules/organizations/organizations.schema";
import { getSettingsOrThrow, resolveTenant } from "@/modules/organizations/organizations.service";
import { findProfile, joinOrganization } from "@/modules/profiles/profiles.service";
import { identityStore } from "@/modules/identity/identity.service";
import { isSecureRequest } from "@/server/http/secure-request";
import { inBackground } from "@/server/background";
import { databaseHandle, transactionAware, type Database } from "@/server/db/client";
import { authMessages, registrationSchema } from "./auth.validation";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { serverPasswordError } from "./password-policy.server";
import { authSecret } from "./secret.server";
import { checkSignInAllowed, forgetFailedSignIns, recordSignInOutcome } from "./sign-in-limits.server";
import { trustedOriginsOf } from "./trusted-origins";
import { perProcess } from "@/server/per-process";
import { sharedRequestWindows } from "./request-windows.server";

function hostOf(source: Request | Headers | undefined): string | null {
  if (!source) return null;
  const headers = source instanceof Headers ? source : source.headers;
  return headers.get("host");
}

async function organizationOf(source: Request | Headers | undefined): Promise<Organization | null> {
  return resolveTenant(hostOf(source));
}

async function siteNameOf(organization: Organization | null): Promise<string> {
  if (!organization) return "Atrium";
  const settings = await getSettingsOrThrow(organization.id);
  return settings.site ?? organization.name;
}

function rateLimitEnabled(): boolean {
  const { AUTH_RATE_LIMIT, NODE_ENV } = env();
  return AUTH_RATE_LIMIT === "on" || (AUTH_RATE_LIMIT !== "off" && NODE_ENV === "production");
}

function badRequest(message: string): APIError {
  return new APIError("BAD_REQUEST", { message, code: "VALIDATION_FAILED" });
}

/**
 * The request's organization if the identity has a profile there: only then does that
 * organization e-mail it about its account (a reset asked for on another organization's host
 * would otherwise land in that organization's outbox).
 */
async function ownOrganizationOf(request: Request | undefined, userId: string): Promise<Organization | null> {
  const organization = await organizationOf(request);
  return organization && (await findProfile(organization.id, userId)) ? organization : null;
}

/** The client a request comes from: its address, which the front server sets (never the client's own header). */
const clientOf = (headers: Headers | undefined) => headers?.get("x-forwarded-for") ?? "unknown";

/** Tells an account's owner that sign-in is paused for everyone, and how to end the pause. */
async function tellOwnerSignInPaused(organization: Organization, email: string, origin: string): Promise<void> {
  await sendMail({ organizationId: organization.id, kind: "sign_in_paused", to: email, ...emailTemplates.sign_in_paused(await siteNameOf(organization), `${origin}/reset-password`) });
}

/** The answer of a sign-up that waits for a confirmation, the same whether the address was new or not. */
function pendingSignUp(user: { id: string; email: string; name: string; createdAt: Date }) {
  const { id, email, name, createdAt } = user;
  return { token: null, user: { id, email, name, image: null, emailVerified: false, createdAt, updatedAt: createdAt }, requires_confirmation: true };
}

/**
 * One instance per origin (scheme and host of the request), so that links in e-mails and
 * redirects are built on the host the request came to, and better-auth trusts only the
 * organization's own origins (docs/decisions/009). The API's tenant middleware has refused hosts
 * of no organization before a request reaches better-auth.
 */
function createAuth(database: Database, origin: string) {
  const secure = origin.startsWith("https:");
  const instance = betterAuth({
    appName: "Atrium",
    secret: authSecret(),
    basePath: "/api/auth",
    baseURL: origin,
    trustedOrigins: async (request) => (request ? trustedOriginsOf(hostOf(request), secure ? "https" : "http") : []),
    database: identityStore(transactionAware(database)),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => forgetFailedSignIns(user.email),
      // Runs after the answer has gone out (backgroundTasks below), so that the answer's timing does
      // not tell whether the address has an account; an identity with no profile in this
      // organization gets nothing from it.
      sendResetPassword: async ({ user, url }, request) => {
        const organization = await ownOrganizationOf(request, user.id);
        if (!organization) return;
        await sendMail({
          organizationId: organization.id,
          kind: "reset_password",
          to: user.email,
          ...emailTemplates.reset_password(await siteNameOf(organization), url),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }, request) => {
        const organization = await ownOrganizationOf(request, user.id);
        if (!organization) return;
        await sendMail({
          organizationId: organization.id,
          kind: "verify_email",
          to: user.email,
          ...emailTemplates.verify_email(await siteNameOf(organization), url),
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: rateLimitEnabled(),
      customStorage: sharedRequestWindows,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      // better-auth turns its origin check off when NODE_ENV is "test"; it is on everywhere here.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      backgroundTasks: { handler: inBackground },
      trustedProxyHeaders: env().TRUST_PROXY_HEADERS === "on",
      // Secure (and __Secure- prefixed) cookies exactly when the request came over https.
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
    plugins: [bearer()],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const parsed = registrationSchema.safeParse(ctx.body ?? {});
          if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? authMessages.fillAllFields);
          const weak = serverPasswordError(parsed.data.password);
          if (weak) throw badRequest(weak);
        }
        // Every path that sets a password holds it to the same policy.
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const weak = serverPasswordError(String((ctx.body as { newPassword?: unknown } | undefined)?.newPassword ?? ""));
          if (weak) throw badRequest(weak);
        }
        if (ctx.path === "/sign-in/email") await checkSignInAllowed(ctx.body?.email, clientOf(ctx.headers));
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          await recordSignInOutcome(ctx.body?.email, clientOf(ctx.headers), ctx.context.returned, async (email) => {
            // Only an account's owner is told, and only by an organization they belong to: guesses at
            // addresses without an account must not make Atrium e-mail them.
            const owner = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
            const organization = owner ? await ownOrganizationOf(ctx.request, owner.user.id) : null;
            if (owner && organization) inBackground(tellOwnerSignInPaused(organization, owner.user.email, origin));
          });
        }
        if (ctx.path === "/sign-up/email" && isAPIError(ctx.context.returned) && String(ctx.context.returned.body?.code ?? "").startsWith("USER_ALREADY_EXISTS")) {
          // Nobody but the owner learns that the address has an account: the caller gets the answer
          // of a sign-up that waits for confirmation, after as much work (a password hash) as a
          // real sign-up, and the owner an e-mail that points at sign-in.
          const body = ctx.body as { email: string; name: string; password: string };
          await ctx.context.password.hash(body.password);
          const organization = await organizationOf(ctx.headers);
          const owner = await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase());
          if (organization && owner) {
            inBackground(
              siteNameOf(organization).then((siteName) =>
                sendMail({ organizationId: organization.id, kind: "account_exists", to: owner.user.email, ...emailTemplates.account_exists(siteName, `${origin}/login`) }),
              ),
            );
          }
          // A Response of its own: the error's 422 would otherwise stay with a replaced body.
          return Response.json(pendingSignUp({ id: ctx.context.generateId({ model: "user" }) || crypto.randomUUID(), email: body.email.toLowerCase(), name: body.name, createdAt: new Date() }));
        }
        const created = ctx.context.newSession;
        if (!created || (ctx.path !== "/sign-up/email" && ctx.path !== "/sign-in/email")) return;
        const organization = await organizationOf(ctx.headers);
        if (!organization) return;
        const settings = await getSettingsOrThrow(organization.id);
        const mustConfirm = settings.require_email_confirmation && !created.user.emailVerified;
        // A sign-up on this host, or the first sign-in of an identity made elsewhere, makes the
        // user a member here; roles come only from the CLI or an admin.
        await joinOrganization(organization.id, {
          id: created.user.id,
          email: created.user.email,
          name: ctx.path === "/sign-up/email" ? created.user.name : undefined,
        });
        if (!mustConfirm) return;
        await ctx.context.internalAdapter.deleteSession(created.session.token);
        ctx.setCookie(ctx.context.authCookies.sessionToken.name, "", { maxAge: 0, path: "/" });
        if (ctx.path === "/sign-in/email") {
          throw new APIError("FORBIDDEN", { message: authMessages.emailNotConfirmed, code: "EMAIL_NOT_VERIFIED" });
        }
        await instance.api.sendVerificationEmail({ body: { email: created.user.email, callbackURL: "/login" }, headers: ctx.headers, request: ctx.request });
        return ctx.json(pendingSignUp(created.user));
      }),
    },
  });
  return instance;
}

export type Auth = ReturnType<typeof createAuth>;

// Instances by origin, per database (tests swap the database per file). Hosts are those of
// organizations, but `<slug>.localhost` takes any port: the least recently used are dropped.
const instances = perProcess("auth-instances", () => new WeakMap<Database, Map<string, Auth>>());
const maxInstances = 100;

function originOf(request: Request): string {
  const host = normalizeHost(request.headers.get("host") ?? new URL(request.url).host);
  return `${isSecureRequest(request) ? "https" : "http"}://${host}`;
}

/**
 * The auth instance for a request's origin, bound to the process's database. Without a request
 * (CLI, start-up), one on http://localhost, used only for accounts, never for links.
 */
export async function auth(request?: Request): Promise<Auth> {
  const database = (await databaseHandle()).db;
  const origin = request ? originOf(request) : "http://localhost";
  const byOrigin = instances.get(database) ?? new Map<string, Auth>();
  instances.set(database, byOrigin);
  const instance = byOrigin.get(origin) ?? createAuth(database, origin);
  byOrigin.delete(origin);
  if (byOrigin.size >= maxInstances) byOrigin.delete(byOrigin.keys().next().value!);
  byOrigin.set(origin, instance);
  return instance;
}

export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
