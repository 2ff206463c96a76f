"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { loginRedirectTarget } from "@/lib/return-url";
import { authClient } from "../auth.client";
import { loginFailureMessage } from "../auth-errors";
import { loginError } from "../auth.validation";
import type { LoginFormStrings } from "./auth-strings";
import { localizedMessage } from "./auth-text";
import { returnUrlKey } from "./return-url-memory";

/** Login redirect delay (spec 000 §9). */
export const loginRedirectDelayMs = 500;

/** `strings` holds the words of the page's language (auth-strings.ts); server answers are shown as they come. */
export function LoginForm({ accountPath, explicitTarget, currentPage, strings }: { accountPath: string; explicitTarget?: string; currentPage?: string; strings: LoginFormStrings }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = loginError({ email, password });
    const invalid = problem && localizedMessage(problem, strings);
    setError(invalid);
    if (invalid) return;
    setPending(true);
    const { data, error: failure } = await authClient.signIn.email({ email: email.trim(), password });
    if (failure) {
      setPending(false);
      setError(loginFailureMessage(failure));
      return;
    }
    if (!data?.user) {
      setPending(false);
      setError(strings.loginFailed);
      return;
    }
    setSuccess(true);
    const target = loginRedirectTarget(
      {
        explicit: explicitTarget,
        redirectTo: new URLSearchParams(window.location.search).get("redirectTo"),
        remembered: sessionStorage.getItem(returnUrlKey),
        currentPage,
      },
      accountPath,
    );
    setTimeout(() => window.location.assign(target), loginRedirectDelayMs);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && <Notice tone="error">{error}</Notice>}
      {success && <Notice tone="success">{strings.signedIn}</Notice>}
      <TextField id="email" label={strings.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField id="password" label={strings.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" disabled={pending || !hydrated}>
        {pending ? strings.signingIn : strings.signIn}
      </Button>
    </form>
  );
}
