import Link from "next/link";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { authStrings, pickStrings, loginFormKeys } from "@/modules/auth/components/auth-strings";
import { fillText } from "@/modules/auth/components/auth-text";
import { LoginForm } from "@/modules/auth/components/login-form";
import { requireSite } from "@/modules/organizations/site.service";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: authStrings[site.locale].signIn };
}

export default async function LoginPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  const strings = authStrings[site.locale];
  return (
    <AuthCard
      siteName={site.siteName}
      homeHref={link("/")}
      title={strings.signIn}
      subtitle={fillText(strings.signInSubtitle, { site: site.siteName })}
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
