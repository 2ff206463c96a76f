import Link from "next/link";
import { Notice } from "@/components/ui/notice";
import { authMessages } from "@/modules/auth/auth.validation";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { NewPasswordForm, RequestResetForm } from "@/modules/auth/components/reset-password-form";
import { requireSite } from "@/modules/organizations/site.server";

export const metadata = { title: "Reset your password" };

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string; lang: string }>;
  searchParams: Promise<{ token?: string; error?: string }>;
}) {
  const { site, link } = await requireSite(params);
  const { token, error } = await searchParams;
  const choosing = Boolean(token) && !error;
  return (
    <AuthCard
      siteName={site.siteName}
      homeHref={link("/")}
      title={choosing ? "Choose a new password" : "Reset your password"}
      subtitle={choosing ? undefined : "We will e-mail you a link to choose a new password."}
      footer={
        <Link className="font-semibold text-sky-700 hover:underline" href={link("/login")}>
          Back to sign in
        </Link>
      }
    >
      {error && (
        <div className="mb-5">
          <Notice tone="error">{authMessages.resetLinkInvalid}</Notice>
        </div>
      )}
      {choosing ? <NewPasswordForm token={token!} loginPath={link("/login")} /> : <RequestResetForm resetPath={link("/reset-password")} />}
    </AuthCard>
  );
}
