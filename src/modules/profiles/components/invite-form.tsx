"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { invitationResponse } from "../profiles.validation";
import { formatMessage } from "@/lib/i18n/format";
import inviteText from "@/messages/en/admin/inviteForm.json";

const field = "mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";

/** The admin area's invitation form: the address gets a link to join with the role; the list is rendered again after. */
export function InviteForm() {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"member" | "admin">("member");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const invitation = await apiRequest("/api/invitations", { json: { email: email.trim(), role }, reply: invitationResponse });
      void toast.success(formatMessage(inviteText.sent, { email: invitation.email }));
      setEmail("");
      router.refresh();
    } catch (caught) {
      // The server's words (a taken address, a mistyped one); the typed address stays to be corrected.
      setError(caught instanceof ApiRequestError ? caught.message : inviteText.failed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(event) => void send(event)} aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg p-4 ring-1 ring-gray-200">
      <h3 id={`${id}-title`} className="font-semibold text-gray-900">
        {inviteText.title}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-64 flex-1 text-sm font-medium text-gray-900">
          {inviteText.email}
          <input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={field} />
        </label>
        <label className="text-sm font-medium text-gray-900">
          {inviteText.role}
          <select value={role} onChange={(event) => setRole(event.target.value as "member" | "admin")} className={field}>
            <option value="member">{inviteText.member}</option>
            <option value="admin">{inviteText.admin}</option>
          </select>
        </label>
        <button type="submit" disabled={busy || !email.trim()} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
          {busy ? inviteText.sending : inviteText.send}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Withdraws one open invitation (its link stops working). */
export function WithdrawInvitationButton({ id, email }: { id: string; email: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    setBusy(true);
    try {
      await apiRequest(`/api/invitations/${encodeURIComponent(id)}`, { method: "DELETE" });
      void toast.success(formatMessage(inviteText.withdrawn, { email }));
      router.refresh();
    } catch (caught) {
      void toast.error(caught instanceof ApiRequestError ? caught.message : inviteText.failed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" disabled={busy} onClick={() => void withdraw()} aria-label={`${inviteText.withdraw}: ${email}`} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-50">
      {inviteText.withdraw}
    </button>
  );
}
