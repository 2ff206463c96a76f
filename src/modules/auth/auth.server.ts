import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import { env } from "@/env";
import { emailTemplates } from "@/modules/email/email.templates";
import { sendMail } from "@/modules/email/email.service";
import { getSettingsOrThrow } from "@/modules/organizations/organizations.service";
import type { Organization } from "@/modules/organizations/organizations.schema";
import { resolveTenant } from "@/modules/organizations/tenant";
import { joinOrganization } from "@/modules/profiles/profiles.service";
import { databaseHandle, transactionAware, type Database } from "@/server/db/client";
import { accounts, sessions, users, verifications } from "./auth.schema";
import { authMessages, registrationSchema } from "./auth.validation";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { serverPasswordError } from "./password-policy.server";
import { authSecret } from "./secret.server";

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

/** Whether the request reached us over https (through a trusted proxy's X-Forwarded-Proto when configured). */
export function isSecureRequest(request: Request): boolean {
  if (env().TRUST_PROXY_HEADERS === "on") return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  return new URL(request.url).protocol === "https:";
}

function createAuth(database: Database, secure: boolean) {
  const instance = betterAuth({
    appName: "Atrium",
    secret: authSecret(),
    basePath: "/api/auth",
    // Every organization answers on its own hosts; the API's tenant middleware has already
    // refused hosts that belong to no organization before a request reaches better-auth.
    baseURL: { allowedHosts: ["*", "*.*", "*.*.*", "*.*.*.*"], protocol: secure ? "https" : "http" },
    trustedOrigins: async (request) => {
      const host = hostOf(request);
      if (!host || !(await resolveTenant(host))) return [];
      return [`http://${host}`, `https://${host}`];
    },
    database: drizzleAdapter(transactionAware(database), {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        const organization = await organizationOf(request);
        await sendMail({
          organizationId: organization?.id ?? null,
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
        const organization = await organizationOf(request);
        await sendMail({
          organizationId: organization?.id ?? null,
          kind: "verify_email",
          to: user.email,
          ...emailTemplates.verify_email(await siteNameOf(organization), url),
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: rateLimitEnabled(),
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
        if (ctx.path === "/reset-password") {
          const weak = serverPasswordError(String((ctx.body as { newPassword?: unknown } | undefined)?.newPassword ?? ""));
          if (weak) throw badRequest(weak);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
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
        await instance.api.sendVerificationEmail({ body: { email: created.user.email, callbackURL: "/login" }, headers: ctx.headers });
        return ctx.json({ token: null, user: created.user, requires_confirmation: true });
      }),
    },
  });
  return instance;
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Database, { http?: Auth; https?: Auth }>();

/**
 * The auth instance for a request's scheme, bound to the process's database (tests swap the
 * database per file). Without a request (CLI, start-up), the plain-http one.
 */
export async function auth(request?: Request): Promise<Auth> {
  const database = (await databaseHandle()).db;
  const secure = request ? isSecureRequest(request) : false;
  const pair = instances.get(database) ?? {};
  instances.set(database, pair);
  const key = secure ? "https" : "http";
  pair[key] ??= createAuth(database, secure);
  return pair[key];
}

export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
