import Link from "next/link";
import { AdminMeetings } from "@/modules/meetings/components/admin-meetings";
import { adminMeetingsText } from "@/modules/meetings/components/admin-meetings-text";
import { meetingStringsFor } from "@/modules/meetings/components/meeting-strings";
import { adminPageAccess } from "../admin-access";

export async function generateMetadata() {
  return { title: adminMeetingsText.title, robots: { index: false } };
}

// The host side of meetings (issue 14), in the admin area: per request for the signed-in admin or a
// member who hosts (the host's e-mail links here), never cached.
export default async function AdminMeetingsPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link, isAdmin } = await adminPageAccess(params, "/admin/meetings", { members: true });
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-gray-600">{site.siteName}</p>
          <h1 className="text-3xl font-bold text-gray-900">{adminMeetingsText.title}</h1>
        </div>
        {isAdmin ? (
          <Link href={link("/admin")} className="rounded-lg px-4 py-2 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50">
            Dashboard
          </Link>
        ) : null}
      </header>
      {/* The call's words in English, like the rest of the admin area (decision 019). */}
      <AdminMeetings callStrings={meetingStringsFor("en")} />
    </main>
  );
}
