import Link from "next/link";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { authStringsFor, pickStrings, loginFormKeys } from "@/modules/auth/components/auth-strings";
import { translator } from "@/lib/i18n/translator";
import { LoginForm } from "@/modules/auth/components/login-form";
import { requireSite } from "../back-office-api";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: authStringsFor(site.locale).signIn };
}

export default async function LoginPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  const strings = authStringsFor(site.locale);
  return (
    <AuthCard
      siteName={site.site_name}
      homeHref={link("/")}
      title={strings.signIn}
      subtitle={translator(site.locale, "auth")("signInSubtitle", { site: site.site_name })}
      footer={
        <div className="space-y-2">
          <p>
            {strings.newHere}{" "}
            <Link className="font-semibold text-sky-700 hover:underline" href={link("/register")}>
              {strings.registerTitle}
            </Link>
          </p>
          <p>
            <Link className="font-semibold text-sky-700 hover:underline" href={link("/reset-password")}>
              {strings.forgotPassword}
            </Link>
          </p>
        </div>
      }
    >
      <LoginForm accountPath={link("/account")} strings={pickStrings(strings, loginFormKeys)} />
    </AuthCard>
  );
}
