"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "../auth.client";
import { resetFailureMessage } from "../auth-errors";
import { authMessages, passwordError, resetRequestError } from "../auth.validation";
import type { NewPasswordFormStrings, RequestResetFormStrings } from "./auth-strings";
import { localizedMessage } from "./auth-text";

/** Step one: ask for the e-mail with the reset link. The link returns to `resetPath` in this language. */
export function RequestResetForm({ resetPath, strings }: { resetPath: string; strings: RequestResetFormStrings }) {
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = resetRequestError(email);
    if (invalid) return setMessage({ tone: "error", text: localizedMessage(invalid, strings) });
    setPending(true);
    const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: resetPath });
    setPending(false);
    setMessage(error ? { tone: "error", text: resetFailureMessage(error) } : { tone: "success", text: strings.resetSent });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <TextField id="email" label={strings.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" disabled={pending || !hydrated}>
        {pending ? strings.sending : strings.sendResetLink}
      </Button>
    </form>
  );
}

/** Step two, from the e-mailed link: choose the new password. */
export function NewPasswordForm({ token, loginPath, strings }: { token: string; loginPath: string; strings: NewPasswordFormStrings }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = !password ? authMessages.fillAllFields : (passwordError(password) ?? (password !== confirmation ? authMessages.passwordsDiffer : null));
    if (invalid) return setMessage({ tone: "error", text: localizedMessage(invalid, strings) });
    setPending(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    if (error) {
      const text = error.status === 429 ? authMessages.tooManyAttempts : error.code === "INVALID_TOKEN" ? authMessages.resetLinkInvalid : (error.message ?? authMessages.resetLinkInvalid);
      return setMessage({ tone: "error", text });
    }
    setMessage({ tone: "success", text: strings.passwordChanged });
    setTimeout(() => window.location.assign(loginPath), 1500);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <TextField id="password" label={strings.newPassword} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextField id="confirmation" label={strings.repeatPassword} type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      <Button type="submit" disabled={pending || !hydrated}>
        {pending ? strings.saving : strings.setNewPassword}
      </Button>
    </form>
  );
}
