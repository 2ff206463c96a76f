import type { AuthSession } from "@/modules/auth/auth.server";
import type { Organization } from "@/modules/organizations/organizations.schema";
import type { Profile } from "@/modules/profiles/profiles.schema";

/** What the middleware chain puts on every tenant request: organization, then session, then profile. */
export interface AppEnv {
  Variables: {
    organization: Organization;
    session: AuthSession | null | undefined;
    profile: Profile | undefined;
  };
}
