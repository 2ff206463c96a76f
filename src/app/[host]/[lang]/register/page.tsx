import Link from "next/link";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { RegisterForm } from "@/modules/auth/components/register-form";
import { requireSite } from "@/modules/organizations/site.server";

export const metadata = { title: "Create an account" };

export default async function RegisterPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  return (
    <AuthCard
      siteName={site.siteName}
      homeHref={link("/")}
      title="Create an account"
      subtitle={`Join ${site.siteName}.`}
      footer={
        <p>
          Already have an account?{" "}
          <Link className="font-semibold text-sky-700 hover:underline" href={link("/login")}>
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm organizationId={site.organization.id} profilePath={link("/account/profile")} loginPath={link("/login")} />
    </AuthCard>
  );
}
