import { AppError } from "@/server/http/errors";
import * as repository from "./trials.repository";

export const freeTrialDays = 14;

/** Starts the signed-in user's free trial in this organization (spec 000 §4 "Registration"). */
export async function startFreeTrial(organizationId: string, user: { id: string; email: string }, email: string) {
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError({ code: "bad_request", message: "The e-mail address does not match the signed-in account" });
  }
  const endsAt = new Date(Date.now() + freeTrialDays * 24 * 60 * 60 * 1000);
  const trial = await repository.insertTrialOnce(organizationId, user.id, user.email, endsAt);
  if (!trial) throw new AppError({ code: "internal", message: "Failed to complete free trial registration. Please try again." });
  return trial;
}

export const { findTrial } = repository;
