import Link from "next/link";
import { redirect } from "next/navigation";
import { currentAccount } from "@/modules/auth/session.server";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { authStringsFor, pickStrings, profileFormKeys } from "@/modules/auth/components/auth-strings";
import { ProfileForm } from "@/modules/auth/components/profile-form";
import { requireSite } from "@/modules/organizations/site.service";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: authStringsFor(site.locale).profileTitle };
}

export default async function ProfilePage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  const account = await currentAccount(site.organization.id);
  if (!account) redirect(`${link("/login")}?redirectTo=${encodeURIComponent(link("/account/profile"))}`);
  const strings = authStringsFor(site.locale);
  return (
    <AuthCard
      siteName={site.siteName}
      homeHref={link("/")}
      title={strings.profileTitle}
      subtitle={account.user.email}
      footer={
        <Link className="font-semibold text-sky-700 hover:underline" href={link("/account")}>
          {strings.backToAccount}
        </Link>
      }
    >
      <ProfileForm username={account.profile?.username ?? account.user.name} fullName={account.profile?.full_name ?? ""} strings={pickStrings(strings, profileFormKeys)} />
    </AuthCard>
  );
}
