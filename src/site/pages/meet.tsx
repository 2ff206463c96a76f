import type { Metadata } from "next";
import { meetingStringsFor } from "@/modules/meetings/components/meeting-strings";
import { WaitingRoom } from "@/modules/meetings/components/waiting-room";
import { requireSite } from "@/modules/organizations/site.service";

type Params = Promise<{ host: string; lang: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site } = await requireSite(params);
  return { title: meetingStringsFor(site.locale).waitingTitle, robots: { index: false } };
}

// A booking's join (and cancel) link: the page knows only the booking's id; the key that opens it is
// in the link's fragment, read by the island, so the page is the same for everyone and cacheable.
export default async function MeetPage({ params }: { params: Params }) {
  const { site } = await requireSite(params);
  const { id } = await params;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <WaitingRoom bookingId={id} strings={meetingStringsFor(site.locale)} locale={site.locale} />
    </div>
  );
}
