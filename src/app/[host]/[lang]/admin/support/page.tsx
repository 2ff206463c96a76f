import { SupportInbox } from "@/modules/support/components/support-inbox";
import { messagesOf } from "@/lib/i18n/translator";
import { adminLocale } from "@/lib/locales";
import { adminPageAccess } from "../admin-access";
import { AdminHeaderLink, AdminPageHeader } from "../admin-page-header";

const supportInboxText = messagesOf(adminLocale, "supportInbox");

export async function generateMetadata() {
  return { title: supportInboxText.title, robots: { index: false } };
}

// The live support inbox (issue 15, decision 029): for the organization's admins only, per request,
// never cached. While it is open, its admin is online for the help widget's visitors.
export default async function SupportInboxPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link, account } = await adminPageAccess(params, "/admin/support");
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <AdminPageHeader siteName={site.site_name} title={supportInboxText.title}>
        <AdminHeaderLink href={link("/admin")}>{supportInboxText.dashboard}</AdminHeaderLink>
      </AdminPageHeader>
      <SupportInbox myUserId={account.user.id} locale={site.locale} />
    </main>
  );
}
