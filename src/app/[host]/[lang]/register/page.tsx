import Link from "next/link";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { authStringsFor, pickStrings, registerFormKeys } from "@/modules/auth/components/auth-strings";
import { translator } from "@/lib/i18n/translator";
import { RegisterForm } from "@/modules/auth/components/register-form";
import { requireSite } from "../back-office-api";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: authStringsFor(site.locale).registerTitle };
}

export default async function RegisterPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  const strings = authStringsFor(site.locale);
  return (
    <AuthCard
      siteName={site.site_name}
      homeHref={link("/")}
      title={strings.registerTitle}
      subtitle={translator(site.locale, "auth")("registerSubtitle", { site: site.site_name })}
      footer={
        <p>
          {strings.haveAccount}{" "}
          <Link className="font-semibold text-sky-700 hover:underline" href={link("/login")}>
            {strings.signIn}
          </Link>
        </p>
      }
    >
      <RegisterForm organizationId={site.organization.id} profilePath={link("/account/profile")} loginPath={link("/login")} strings={pickStrings(strings, registerFormKeys)} />
    </AuthCard>
  );
}
