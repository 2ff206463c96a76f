import { apiRequest } from "@/lib/api-client";

// POST /api/register-user-free-trial
export const registerFreeTrial = (email: string) =>
  apiRequest<{ success: true; trial: { started_at: string; ends_at: string } }>("/api/register-user-free-trial", { json: { email } });
