import { headers } from "next/headers";
import { findProfile } from "@/modules/profiles/profiles.service";
import { auth } from "./auth.server";

/** The signed-in user and their profile in the organization, for account pages (never public ones). */
export async function currentAccount(organizationId: string) {
  const requestHeaders = await headers();
  // Pages see no request URL: behind a trusted proxy its X-Forwarded-Proto tells https apart.
  const request = new Request(`http://${requestHeaders.get("host") ?? "localhost"}/`, { headers: requestHeaders });
  const session = await (await auth(request)).api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const profile = await findProfile(organizationId, session.user.id);
  return { user: session.user, profile };
}
