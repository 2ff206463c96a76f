import Link from "next/link";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { authStringsFor } from "@/modules/auth/components/auth-strings";
import { translator } from "@/lib/i18n/translator";
import { SignOutButton } from "@/modules/auth/components/sign-out-button";
import { requireAccount, requireSite } from "../back-office-api";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: authStringsFor(site.locale).accountTitle };
}

export default async function AccountPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link, account } = await requireAccount(params, "/account");
  const isAdmin = account.profile.role === "admin";
  const strings = authStringsFor(site.locale);
  return (
    <AuthCard siteName={site.site_name} homeHref={link("/")} title={strings.accountTitle} subtitle={translator(site.locale, "auth")("signedInAs", { email: account.user.email })}>
      <dl className="mb-6 grid grid-cols-3 gap-2 text-sm">
        <dt className="text-gray-600">{strings.name}</dt>
        <dd className="col-span-2 font-medium">{account.profile.username ?? account.user.name}</dd>
        <dt className="text-gray-600">{strings.role}</dt>
        <dd className="col-span-2 font-medium">{isAdmin ? strings.administrator : strings.member}</dd>
      </dl>
      <div className="space-y-3">
        <Link href={link("/account/profile")} className="block rounded-lg bg-sky-700 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-sky-800">
          {strings.editProfile}
        </Link>
        <SignOutButton homePath={link("/")} label={strings.signOut} />
      </div>
    </AuthCard>
  );
}
