import { AdminMeetings } from "@/modules/meetings/components/admin-meetings";
import { messagesOf } from "@/lib/i18n/translator";
import { adminLocale } from "@/lib/locales";
import { meetingStringsFor } from "@/modules/meetings/components/meeting-strings";
import { adminPageAccess } from "../admin-access";
import { AdminHeaderLink, AdminPageHeader } from "../admin-page-header";

const adminMeetingsText = messagesOf(adminLocale, "adminMeetings");

export async function generateMetadata() {
  return { title: adminMeetingsText.title, robots: { index: false } };
}

// The host side of meetings (issue 14), in the admin area: per request for the signed-in admin or a
// member who hosts (the host's e-mail links here), never cached.
export default async function AdminMeetingsPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link, isAdmin } = await adminPageAccess(params, "/admin/meetings", { members: true });
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <AdminPageHeader siteName={site.site_name} title={adminMeetingsText.title}>
        {isAdmin ? <AdminHeaderLink href={link("/admin")}>Dashboard</AdminHeaderLink> : null}
      </AdminPageHeader>
      {/* The call's words in English, like the rest of the admin area (decision 019). */}
      <AdminMeetings strings={meetingStringsFor("en")} />
    </main>
  );
}
