import { NotFoundNotice } from "@/site/not-found-notice";
import { hostHasSite } from "./back-office-api";

/** 404 of the back office's routes; on a host of no organization it says so (spec decision 3). */
export default async function NotFound() {
  return <NotFoundNotice organizationKnown={await hostHasSite()} />;
}
