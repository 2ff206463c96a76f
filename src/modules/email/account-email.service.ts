import type { Organization } from "@/modules/organizations/organizations.schema";
import { getSettingsOrThrow } from "@/modules/organizations/organizations.service";
import { findTrial } from "@/modules/trials/trials.service";
import { AppError } from "@/server/http/errors";
import { emailTemplates } from "./email.templates";
import { sendMail } from "./email.service";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric" });

/** The e-mail that follows a registration: welcome, or the free-trial confirmation with its end date. */
export async function sendAccountEmail(
  organization: Organization,
  user: { id: string; email: string; name: string },
  type: "welcome" | "free_trial",
  name?: string,
) {
  const settings = await getSettingsOrThrow(organization.id);
  const siteName = settings.site ?? organization.name;
  const greeting = name || user.name;
  let draft = emailTemplates.welcome(siteName, greeting);
  if (type === "free_trial") {
    const trial = await findTrial(organization.id, user.id);
    if (!trial) throw new AppError({ code: "bad_request", message: "No free trial has been started for this account" });
    draft = emailTemplates.free_trial(siteName, greeting, dateFormat.format(trial.ends_at));
  }
  try {
    await sendMail({ organizationId: organization.id, kind: type, to: user.email, ...draft });
  } catch (error) {
    throw new AppError({ code: "bad_gateway", message: "Failed to send email", details: error instanceof Error ? error.message : String(error) });
  }
}

/** The invitation to join an organization (issue 12): its link is the only copy of the token. */
export async function sendInvitationEmail(organization: { id: string; name: string }, to: string, role: "admin" | "member", url: string) {
  const settings = await getSettingsOrThrow(organization.id);
  try {
    await sendMail({ organizationId: organization.id, kind: "invitation", to, ...emailTemplates.invitation(settings.site ?? organization.name, role, url) });
  } catch (error) {
    throw new AppError({ code: "bad_gateway", message: "Failed to send email", details: error instanceof Error ? error.message : String(error) });
  }
}
