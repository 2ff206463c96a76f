import Link from "next/link";
import { redirect } from "next/navigation";
import { currentAccount } from "@/modules/auth/session.server";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { SignOutButton } from "@/modules/auth/components/sign-out-button";
import { requireSite } from "@/modules/organizations/site.server";

export const metadata = { title: "Your account" };

export default async function AccountPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  const account = await currentAccount(site.organization.id);
  if (!account) redirect(`${link("/login")}?redirectTo=${encodeURIComponent(link("/account"))}`);
  const isAdmin = account.profile?.role === "admin";
  return (
    <AuthCard siteName={site.siteName} homeHref={link("/")} title="Your account" subtitle={`Signed in as ${account.user.email}`}>
      <dl className="mb-6 grid grid-cols-3 gap-2 text-sm">
        <dt className="text-gray-600">Name</dt>
        <dd className="col-span-2 font-medium">{account.profile?.username ?? account.user.name}</dd>
        <dt className="text-gray-600">Role</dt>
        <dd className="col-span-2 font-medium">{isAdmin ? "Administrator" : "Member"}</dd>
      </dl>
      <div className="space-y-3">
        <Link href={link("/account/profile")} className="block rounded-lg bg-sky-700 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-sky-800">
          Edit your profile
        </Link>
        <SignOutButton homePath={link("/")} />
      </div>
    </AuthCard>
  );
}
