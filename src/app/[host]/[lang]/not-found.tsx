import { headers } from "next/headers";
import { resolveTenant } from "@/modules/organizations/tenant";
import { NotFoundNotice } from "@/site/not-found-notice";

/** 404 of the back office's routes; on a host of no organization it says so (spec decision 3). */
export default async function NotFound() {
  const organization = await resolveTenant((await headers()).get("host"));
  return <NotFoundNotice organizationKnown={Boolean(organization)} />;
}
