"use client";

import { Button } from "@/components/ui/button";
import { authClient } from "../auth.client";

/** `label` is the page's word for signing out (the `auth` catalogue's signOut). */
export function SignOutButton({ homePath, label = "Sign out" }: { homePath: string; label?: string }) {
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        await authClient.signOut();
        window.location.assign(homePath);
      }}
    >
      {label}
    </Button>
  );
}
