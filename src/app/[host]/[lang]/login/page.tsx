import Link from "next/link";
import { AuthCard } from "@/modules/auth/components/auth-card";
import { LoginForm } from "@/modules/auth/components/login-form";
import { requireSite } from "@/modules/organizations/site.server";

export const metadata = { title: "Sign in" };

export default async function LoginPage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  return (
    <AuthCard
      siteName={site.siteName}
      homeHref={link("/")}
      title="Sign in"
      subtitle={`Welcome back to ${site.siteName}.`}
      footer={
        <div className="space-y-2">
          <p>
            New here?{" "}
            <Link className="font-semibold text-sky-700 hover:underline" href={link("/register")}>
              Create an account
            </Link>
          </p>
          <p>
            <Link className="font-semibold text-sky-700 hover:underline" href={link("/reset-password")}>
              Forgot your password?
            </Link>
          </p>
        </div>
      }
    >
      <LoginForm accountPath={link("/account")} />
    </AuthCard>
  );
}
