import { AssistantManagement } from "@/modules/assistant/components/assistant-management";
import { messagesOf } from "@/lib/i18n/translator";
import { adminLocale } from "@/lib/locales";
import { adminPageAccess } from "../../admin-access";
import { AdminHeaderLink, AdminPageHeader } from "../../admin-page-header";

const assistantManagementText = messagesOf(adminLocale, "assistantManagement");

export async function generateMetadata() {
  return { title: assistantManagementText.title, robots: { index: false } };
}

// The AI assistant's management (issue 15; the profile panel's "AI Agents", spec 001 §2): for the
// organization's admins only, per request, never cached.
export default async function AssistantManagementPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await adminPageAccess(params, "/admin/ai/management");
  const home = link("/");
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <AdminPageHeader siteName={site.site_name} title={assistantManagementText.title}>
        <AdminHeaderLink href={link("/admin")}>{assistantManagementText.dashboard}</AdminHeaderLink>
      </AdminPageHeader>
      <AssistantManagement locale={site.locale} prefix={home === "/" ? "" : home} helpCenterPath={link("/help-center")} />
    </main>
  );
}
