import { createAccount, generatePassword } from "@/modules/auth/accounts.service";
import { countOrganizations, createOrganization, findOrganizationBySlug } from "@/modules/organizations/organizations.service";
import { createMeetingType } from "@/modules/meetings/meetings.service";
import { assignRole } from "@/modules/profiles/profiles.service";
import { transaction } from "@/server/db/client";
import { seedDemoContent } from "./demo-content";

export const demoSlug = "demo";
export const demoAdminEmail = "admin@demo.example";

export interface DemoSeed {
  created: boolean;
  organizationName: string;
  urls: string[];
  adminEmail: string;
  /** Only when the demo was created now: shown once, never stored in clear. */
  adminPassword?: string;
}

function demoUrls(port: number) {
  return [`http://localhost:${port}`, `http://demo.localhost:${port}`];
}

/** Creates "Atrium Demo" and its admin, all or nothing. */
export async function seedDemo(port: number): Promise<DemoSeed> {
  const urls = demoUrls(port);
  const password = generatePassword();
  await transaction(async () => {
    const { organization } = await createOrganization({
      name: "Atrium Demo",
      slug: demoSlug,
      type: "general",
      base_url_local: urls[0],
      hosts: [`demo.localhost:${port}`],
      language: "en",
      supported_locales: ["en", "es", "de"],
    });
    const admin = await createAccount({ email: demoAdminEmail, name: "Demo Admin", password });
    await assignRole(organization.id, admin, "admin");
    await seedDemoContent(organization.id);
    // Something to book at /book from the first start: the admin hosts, on weekdays.
    const weekday = [{ start: "09:00", end: "17:00" }];
    await createMeetingType(organization.id, {
      name: "Free consultation",
      description: "Thirty minutes with an adviser to look at your situation and your options.",
      name_translation: { es: "Consulta gratuita", de: "Kostenlose Beratung" },
      description_translation: { es: "Treinta minutos con un asesor para estudiar su situación y sus opciones.", de: "Dreißig Minuten mit einer Beraterin oder einem Berater, um Ihre Lage und Ihre Möglichkeiten anzusehen." },
      duration_minutes: 30,
      host_user_ids: [admin.id],
      time_zone: "Europe/Madrid",
      availability: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday },
      buffer_minutes: 10,
      minimum_notice_minutes: 120,
      daily_limit: null,
      is_active: true,
      order: 0,
    });
  });
  return { created: true, organizationName: "Atrium Demo", urls, adminEmail: demoAdminEmail, adminPassword: password };
}

/** On an empty database, the demo; otherwise a reminder of where it is. */
export async function ensureDemo(port: number): Promise<DemoSeed | null> {
  if ((await countOrganizations()) === 0) return seedDemo(port);
  const demo = await findOrganizationBySlug(demoSlug);
  return demo ? { created: false, organizationName: demo.name, urls: demoUrls(port), adminEmail: demoAdminEmail } : null;
}
