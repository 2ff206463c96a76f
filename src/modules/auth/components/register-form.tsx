"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { sendAccountEmail } from "@/modules/email/email.queries";
import { saveProfile } from "@/modules/profiles/profiles.queries";
import { registerFreeTrial } from "@/modules/trials/trials.queries";
import { authClient } from "../auth.client";
import { registrationFailureMessage } from "../auth-errors";
import { registrationError } from "../auth.validation";
import type { RegisterFormStrings } from "./auth-strings";
import { formatMessage } from "@/lib/i18n/format";
import { localizedMessage } from "./auth-text";
import { loginRedirectTarget } from "@/lib/return-url";

/** Registration redirect delay (spec 000 §9). */
export const registrationRedirectDelayMs = 2000;

type Outcome = { tone: "error" | "success" | "warning"; text: string };

/**
 * Registration as spec 000 §4 orders it: sign-up, profile upsert, the optional free trial, then
 * the e-mail. A failed e-mail still counts as a successful registration.
 */
export function RegisterForm({ organizationId, profilePath, loginPath, strings }: { organizationId: string; profilePath: string; loginPath: string; strings: RegisterFormStrings }) {
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [freeTrial, setFreeTrial] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  function fail(text: string) {
    setPending(false);
    setOutcomes([{ tone: "error", text }]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = registrationError({ username, email, password });
    if (invalid) return fail(localizedMessage(invalid, strings));
    setPending(true);
    setOutcomes([]);
    const { data, error } = await authClient.signUp.email({ name: username.trim(), email: email.trim(), password, callbackURL: loginPath });
    if (error || !data) return fail(registrationFailureMessage(error ?? {}));
    const signedIn = Boolean(data.token);
    if (!signedIn) {
      // The organization asks new accounts to confirm their address first.
      setOutcomes([{ tone: "success", text: strings.registeredConfirm }]);
      setTimeout(() => window.location.assign(loginPath), registrationRedirectDelayMs);
      return;
    }
    try {
      await saveProfile({ username: username.trim() });
    } catch {
      return fail(strings.profileFailed);
    }
    if (freeTrial) {
      try {
        await registerFreeTrial(email.trim());
      } catch {
        return fail(strings.freeTrialFailed);
      }
    }
    const type = freeTrial ? "free_trial" : "welcome";
    const done: Outcome[] = [{ tone: "success", text: strings.registered }];
    try {
      await sendAccountEmail({ type, to: email.trim(), organization_id: organizationId, user_id: data.user.id, name: username.trim() });
    } catch {
      done.push({ tone: "warning", text: formatMessage(strings.emailSendFailed, { type }) });
    }
    setOutcomes(done);
    // Sent here from a page that needs an account (an invitation): back there, else the profile.
    const target = loginRedirectTarget({ redirectTo: new URLSearchParams(window.location.search).get("redirectTo") }, profilePath);
    setTimeout(() => window.location.assign(target), registrationRedirectDelayMs);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {outcomes.map((outcome) => (
        <Notice key={outcome.text} tone={outcome.tone}>
          {outcome.text}
        </Notice>
      ))}
      <TextField id="username" label={strings.username} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField id="email" label={strings.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField id="password" label={strings.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <p className="text-xs text-gray-600">{strings.passwordHint}</p>
      <label className="flex items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-sky-700" checked={freeTrial} onChange={(e) => setFreeTrial(e.target.checked)} />
        <span>
          <span className="font-medium text-gray-900">{strings.freeTrial}</span>
          <span className="block text-gray-600">{strings.freeTrialHint}</span>
        </span>
      </label>
      <Button type="submit" disabled={pending || !hydrated}>
        {pending ? strings.creatingAccount : strings.createAccount}
      </Button>
    </form>
  );
}
