"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { ApiRequestError } from "@/lib/api-client";
import { saveProfile } from "@/modules/profiles/profiles.queries";
import type { ProfileFormStrings } from "./auth-strings";

export function ProfileForm({ username: initialUsername, fullName: initialFullName, strings }: { username: string; fullName: string; strings: ProfileFormStrings }) {
  const [username, setUsername] = useState(initialUsername);
  const [fullName, setFullName] = useState(initialFullName);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await saveProfile({ username: username.trim(), full_name: fullName.trim() || null });
      setMessage({ tone: "success", text: strings.profileSaved });
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof ApiRequestError ? error.message : strings.profileFailed });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <TextField id="username" label={strings.username} value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField id="full-name" label={strings.fullName} value={fullName} onChange={(e) => setFullName(e.target.value)} />
      <Button type="submit" disabled={pending || !hydrated}>
        {pending ? strings.saving : strings.saveProfile}
      </Button>
    </form>
  );
}
