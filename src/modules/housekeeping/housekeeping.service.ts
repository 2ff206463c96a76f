import { refreshPagesOnBannerSchedule } from "@/modules/banners/banners.service";
import { deleteExpiredIdentityRows } from "@/modules/identity/identity.service";
import { sendAwayLeftGuests } from "@/modules/meetings/meetings.service";
import { deleteOldAttempts } from "@/server/limits/attempts";
import type { PeriodicJob } from "@/server/jobs/periodic";

/** What an installation does once a period (decision 039): nothing here may depend on which process runs it. */
export const installationJobs: PeriodicJob[] = [
  {
    name: "clean-up",
    everySeconds: 60 * 60,
    run: async () => {
      await deleteExpiredIdentityRows();
      await deleteOldAttempts();
    },
  },
  // The waiting room's fallback: a guest whose tab closed while their server stopped leaves the queue all the same.
  { name: "waiting-room", everySeconds: 60, run: () => sendAwayLeftGuests() },
  // A banner that starts or ends: the cached pages of its site render again with it shown or gone.
  { name: "banner-schedule", everySeconds: 60, run: () => refreshPagesOnBannerSchedule() },
];
