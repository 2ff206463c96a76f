"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { profileResponse } from "../profiles.validation";
import { formatMessage } from "@/lib/i18n/format";
import memberRoleText from "@/messages/en/admin/memberRole.json";

/** Grants or revokes admin for one member of the admin area's list; the list is rendered again after. */
export function MemberRoleButton({ userId, name, role }: { userId: string; name: string; role: "admin" | "member" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const next = role === "admin" ? "member" : "admin";
  async function change() {
    setBusy(true);
    try {
      await apiRequest(`/api/members/${encodeURIComponent(userId)}/role`, { method: "PUT", json: { role: next }, reply: profileResponse });
      void toast.success(formatMessage(next === "admin" ? memberRoleText.granted : memberRoleText.revoked, { name }));
      router.refresh();
    } catch (error) {
      void toast.error(error instanceof ApiRequestError ? error.message : memberRoleText.failed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void change()}
      aria-label={`${role === "admin" ? memberRoleText.revokeAdmin : memberRoleText.makeAdmin}: ${name}`}
      className="rounded-lg px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50 disabled:opacity-50"
    >
      {role === "admin" ? memberRoleText.revokeAdmin : memberRoleText.makeAdmin}
    </button>
  );
}
