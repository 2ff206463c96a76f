import { AuthCard } from "@/modules/auth/components/auth-card";
import { requireSite } from "../back-office-api";
import { InvitationAcceptance } from "@/modules/profiles/components/invitation-acceptance";
import { messagesOf } from "@/lib/i18n/translator";
import { adminLocale } from "@/lib/locales";

const invitationText = messagesOf(adminLocale, "invitation");

// The page an invitation e-mail links to (issue 12). Its text is English for now, like the admin area's.
export async function generateMetadata() {
  return { title: invitationText.title, robots: { index: false } };
}

export default async function InvitationPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  return (
    <AuthCard siteName={site.site_name} homeHref={link("/")} title={invitationText.title}>
      <InvitationAcceptance siteName={site.site_name} paths={{ login: link("/login"), register: link("/register"), home: link("/"), here: link("/invitation") }} />
    </AuthCard>
  );
}
