"use client";

import { Button } from "@/components/ui/button";
import { authClient } from "../auth.client";

export function SignOutButton({ homePath }: { homePath: string }) {
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        await authClient.signOut();
        window.location.assign(homePath);
      }}
    >
      Sign out
    </Button>
  );
}
