import Link from "next/link";
import { AssistantManagement } from "@/modules/assistant/components/assistant-management";
import { assistantManagementText } from "@/modules/assistant/components/assistant-management-text";
import { adminPageAccess } from "../../admin-access";

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
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-gray-600">{site.siteName}</p>
          <h1 className="text-3xl font-bold text-gray-900">{assistantManagementText.title}</h1>
        </div>
        <Link href={link("/admin")} className="rounded-lg px-4 py-2 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50">
          {assistantManagementText.dashboard}
        </Link>
      </header>
      <AssistantManagement locale={site.locale} prefix={home === "/" ? "" : home} helpCenterPath={link("/help-center")} />
    </main>
  );
}
