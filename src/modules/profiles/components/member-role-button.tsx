"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { profileResponse } from "../profiles.validation";

export const memberRoleText = {
  makeAdmin: "Make admin",
  revokeAdmin: "Revoke admin",
  granted: (name: string) => `${name} is now an admin`,
  revoked: (name: string) => `${name} is no longer an admin`,
  failed: "The role could not be changed. Please try again.",
} as const;

/** Grants or revokes admin for one member of the admin area's list; the list is rendered again after. */
export function MemberRoleButton({ userId, name, role }: { userId: string; name: string; role: "admin" | "member" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const next = role === "admin" ? "member" : "admin";
  async function change() {
    setBusy(true);
    try {
      await apiRequest(`/api/members/${encodeURIComponent(userId)}/role`, { method: "PUT", json: { role: next }, reply: profileResponse });
      void toast.success(next === "admin" ? memberRoleText.granted(name) : memberRoleText.revoked(name));
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
