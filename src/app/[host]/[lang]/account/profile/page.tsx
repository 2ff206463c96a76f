import Link from "next/link";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { authStringsFor, pickStrings, profileFormKeys } from "@/modules/auth/components/auth-strings";
import { ProfileForm } from "@/modules/auth/components/profile-form";
import { requireAccount, requireSite } from "../../back-office-api";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: authStringsFor(site.locale).profileTitle };
}

export default async function ProfilePage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link, account } = await requireAccount(params, "/account/profile");
  const strings = authStringsFor(site.locale);
  return (
    <AuthCard
      siteName={site.site_name}
      homeHref={link("/")}
      title={strings.profileTitle}
      subtitle={account.user.email}
      footer={
        <Link className="font-semibold text-sky-700 hover:underline" href={link("/account")}>
          {strings.backToAccount}
        </Link>
      }
    >
      <ProfileForm username={account.profile.username ?? account.user.name} fullName={account.profile.full_name ?? ""} strings={pickStrings(strings, profileFormKeys)} />
    </AuthCard>
  );
}
