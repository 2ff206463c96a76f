import Link from "next/link";
import { Notice } from "@/components/ui/notice";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { authStringsFor, pickStrings, newPasswordFormKeys, requestResetFormKeys } from "@/modules/auth/components/auth-strings";
import { NewPasswordForm, RequestResetForm } from "@/modules/auth/components/reset-password-form";
import { requireSite } from "../back-office-api";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site } = await requireSite(params);
  return { title: authStringsFor(site.locale).resetTitle };
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string; lang: string }>;
  searchParams: Promise<{ token?: string; error?: string }>;
}) {
  const { site, link } = await requireSite(params);
  const { token, error } = await searchParams;
  const strings = authStringsFor(site.locale);
  const choosing = Boolean(token) && !error;
  return (
    <AuthCard
      siteName={site.site_name}
      homeHref={link("/")}
      title={choosing ? strings.chooseTitle : strings.resetTitle}
      subtitle={choosing ? undefined : strings.resetSubtitle}
      footer={
        <Link className="font-semibold text-sky-700 hover:underline" href={link("/login")}>
          {strings.backToSignIn}
        </Link>
      }
    >
      {error && (
        <div className="mb-5">
          <Notice tone="error">{strings.resetLinkInvalid}</Notice>
        </div>
      )}
      {choosing ? <NewPasswordForm token={token!} loginPath={link("/login")} strings={pickStrings(strings, newPasswordFormKeys)} /> : <RequestResetForm resetPath={link("/reset-password")} strings={pickStrings(strings, requestResetFormKeys)} />}
    </AuthCard>
  );
}
