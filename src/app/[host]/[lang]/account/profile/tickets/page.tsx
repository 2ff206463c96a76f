import Link from "next/link";
import { isUuid } from "@/lib/json";
import { authStringsFor } from "@/modules/auth/components/auth-strings";
import { MyTickets } from "@/modules/tickets/components/my-tickets";
import { ticketStringsFor } from "@/modules/tickets/components/ticket-strings";
import { requireAccount, requireSite } from "../../../back-office-api";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: ticketStringsFor(site.locale).pageTitle };
}

/** The member's tickets (spec 001's route list; Contact in the profile panel writes them). */
export default async function TicketsPage({ params, searchParams }: { params: Promise<{ host: string; lang: string }>; searchParams: Promise<{ ticket?: string | string[] }> }) {
  // An answer's e-mail links its ticket; another member's id or a wrong one finds nothing there.
  const { ticket } = await searchParams;
  const openFirst = typeof ticket === "string" && isUuid(ticket) ? ticket : null;
  const { site, link } = await requireAccount(params, `/account/profile/tickets${openFirst ? `?ticket=${openFirst}` : ""}`);
  const text = ticketStringsFor(site.locale);
  return (
    <main className="min-h-screen bg-gradient-to-b from-sky-50 to-white px-4 py-12">
      <div className="mx-auto w-full max-w-2xl">
        <Link href={link("/")} className="mb-8 block text-center text-xl font-bold tracking-tight text-gray-900">
          {site.site_name}
        </Link>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
          <h1 className="mb-6 text-2xl font-bold tracking-tight">{text.pageTitle}</h1>
          <MyTickets text={text} locale={site.locale} openFirst={openFirst} />
        </div>
        <p className="mt-6 text-center text-sm text-gray-600">
          <Link className="font-semibold text-sky-700 hover:underline" href={link("/account")}>
            {authStringsFor(site.locale).backToAccount}
          </Link>
        </p>
      </div>
    </main>
  );
}
