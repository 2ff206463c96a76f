import type { Metadata } from "next";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { BookingView } from "@/modules/meetings/components/booking-view";
import { meetingStringsFor } from "@/modules/meetings/components/meeting-strings";
import { listBookableTypes } from "@/modules/meetings/meetings.service";
import { requireSite } from "@/modules/organizations/site.service";
import { translated } from "@/lib/translate";

type Params = Promise<{ host: string; lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site } = await requireSite(params);
  return { title: meetingStringsFor(site.locale).bookTitle };
}

// The booking page (issue 14, spec decision 7): the meeting types are rendered here, cached with the
// site (a type's save invalidates it); the free times, which change by the minute, come to the island.
export default async function BookPage({ params }: { params: Params }) {
  const { site, link } = await requireSite(params);
  const strings = meetingStringsFor(site.locale);
  // Each type's name and description in the page's language where it has them (001 §5's fallback per field).
  const types = (await listBookableTypes(site.organization.id)).map((type) => ({
    id: type.id,
    name: translated(type.name, type.name_translation, site.locale),
    description: translated(type.description, type.description_translation, site.locale) || null,
    duration_minutes: type.duration_minutes,
  }));
  return (
    <>
      <Breadcrumbs path="/book" organizationType={site.organization.type} locale={site.locale} link={link} overrides={{ book: { label: strings.bookTitle } }} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{strings.bookTitle}</h1>
          <p className="text-gray-700">{strings.bookIntro}</p>
        </header>
        <BookingView types={types} strings={strings} locale={site.locale} />
      </div>
    </>
  );
}
