import { randomUUID } from "node:crypto";
import { createOrganization } from "@/modules/organizations/organizations.service";
import type { CreateOrganizationInput } from "@/modules/organizations/organizations.validation";
import { assignRole } from "@/modules/profiles/profiles.service";
import { signUp, type Credentials } from "./api";

const unique = () => randomUUID().slice(0, 8);

/** An organization answering on `<slug>.test`, unless the overrides say otherwise. */
export async function createTestOrganization(overrides: Partial<CreateOrganizationInput> = {}) {
  const slug = overrides.slug ?? `org-${unique()}`;
  const { organization, hosts } = await createOrganization({ name: `Org ${slug}`, slug, hosts: [`${slug}.test`], ...overrides });
  return { organization, host: hosts[0] ?? `${slug}.localhost` };
}

/** A user who signed up on `host` (and so is a member there). */
export function createTestMember(host: string, overrides: { email?: string; password?: string; name?: string } = {}): Promise<Credentials> {
  return signUp(host, { email: overrides.email ?? `member-${unique()}@example.com`, ...overrides });
}

/** A user who signed up on `host` and was made admin of `organizationId`. */
export async function createTestAdmin(host: string, organizationId: string): Promise<Credentials> {
  const credentials = await createTestMember(host, { email: `admin-${unique()}@example.com` });
  await assignRole(organizationId, { id: credentials.userId, email: credentials.email, name: "Admin" }, "admin");
  return credentials;
}

export interface TestWorld {
  acme: Awaited<ReturnType<typeof createTestOrganization>>;
  globex: Awaited<ReturnType<typeof createTestOrganization>>;
  admin: Credentials;
  member: Credentials;
  /** An admin of globex, with nothing in acme. */
  outsider: Credentials;
}

/** Two organizations: acme, whose admin and member the tests use, and globex, whose admin is the outsider. */
export async function createTestWorld(): Promise<TestWorld> {
  const acme = await createTestOrganization();
  const globex = await createTestOrganization();
  return {
    acme,
    globex,
    admin: await createTestAdmin(acme.host, acme.organization.id),
    member: await createTestMember(acme.host),
    outsider: await createTestAdmin(globex.host, globex.organization.id),
  };
}
