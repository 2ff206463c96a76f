import { notFound } from "next/navigation";
import { requireAccount } from "../back-office-api";

/**
 * An admin-area page's site and signed-in admin: without a session, the login page (and back here
 * after); a member who is not an admin gets "not found", with no sign that there is something.
 * `members`: a page members may open too (the meetings they host); a user of another organization
 * still finds nothing.
 */
export async function adminPageAccess(params: Promise<{ host: string; lang: string }>, path: string, { members = false } = {}) {
  const { site, link, account } = await requireAccount(params, path);
  const isAdmin = account.profile.role === "admin";
  if (!isAdmin && !members) notFound();
  return { site, link, account, isAdmin };
}
