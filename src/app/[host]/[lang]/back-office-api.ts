import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { z } from "zod";
import { env } from "@/env";
import { localizedPath } from "@/lib/site-path";
import { accountResponse, type AccountResponse } from "@/modules/profiles/profiles.validation";
import { siteResponse, type SiteResponse } from "@/modules/site-settings/site-settings.validation";
import { readOverLoopback, type LoopbackReply } from "./back-office-loopback";

/**
 * How the back office's and account pages read (issue 30): through the API, never a service.
 * A page's server component asks the front (scripts/start.ts) over loopback as the browser's own
 * request would (back-office-loopback.ts): the same Host, so the same organization; the same
 * cookie, so the same session. `npm run dev` answers the API through the front too (scripts/dev.ts).
 */

type Params = Promise<{ host: string; lang: string }>;

/** GET `/api{path}` on this server, as the page's own request. */
async function apiGet(path: string): Promise<LoopbackReply> {
  // Under `npm run dev` Next runs on a port of its own (and sets PORT to it): the front's is given apart.
  const { ATRIUM_FRONT_PORT, PORT } = env();
  return readOverLoopback(path, await headers(), ATRIUM_FRONT_PORT ?? PORT);
}

function failure(path: string, { status, body }: LoopbackReply): Error {
  const message = typeof body === "object" && body !== null && "error" in body ? String(body.error) : "no message";
  return new Error(`GET /api${path} answered ${status}: ${message}`);
}

/** The answer of a read the page cannot do without, checked against its schema: anything but 200 is a failure. */
export async function mustRead<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  const reply = await apiGet(path);
  if (reply.status !== 200) throw failure(path, reply);
  return schema.parse(reply.body);
}

// Once per page render: metadata and page ask alike.
const readSite = cache(async (lang: string): Promise<SiteResponse | null> => {
  const path = `/site?lang=${encodeURIComponent(lang)}`;
  const reply = await apiGet(path);
  if (reply.status === 404) return null;
  if (reply.status !== 200) throw failure(path, reply);
  return siteResponse.parse(reply.body);
});

/** The page's site: null when the host has no organization or the site does not offer the page's language. */
export async function siteOf(params: Params): Promise<SiteResponse | null> {
  return readSite((await params).lang);
}

/** A link in the page's language. */
export type Link = (path: string) => string;

/** The page's site, or the 404 page; with `link` for links in the page's language. */
export async function requireSite(params: Params): Promise<{ site: SiteResponse; link: Link }> {
  const site = await siteOf(params);
  if (!site) notFound();
  const link: Link = (path) => localizedPath(site.lang, path);
  return { site, link };
}

/**
 * The signed-in user and their profile here; null without a session. A user of another
 * organization finds nothing here (the API answers them "not found", and so does the page).
 */
export const currentAccount = cache(async (): Promise<AccountResponse | null> => {
  const reply = await apiGet("/account");
  if (reply.status === 401) return null;
  if (reply.status === 404) notFound();
  if (reply.status !== 200) throw failure("/account", reply);
  return accountResponse.parse(reply.body);
});

/** The page's site and signed-in account; without a session, the login page (and back to `path` after). */
export async function requireAccount(params: Params, path: string): Promise<{ site: SiteResponse; link: Link; account: AccountResponse }> {
  const { site, link } = await requireSite(params);
  const account = await currentAccount();
  if (!account) redirect(`${link("/login")}?redirectTo=${encodeURIComponent(link(path))}`);
  return { site, link, account };
}

/** Whether the request's host belongs to an organization (Next's 404 page has no route parameters to ask with). */
export async function hostHasSite(): Promise<boolean> {
  return (await readSite("-")) !== null;
}
