import { apiRequest } from "@/lib/api-client";

export interface AccountEmailRequest {
  type: "free_trial" | "welcome";
  to: string;
  organization_id: string;
  user_id: string;
  name?: string;
}

// POST /api/send-email
export const sendAccountEmail = (request: AccountEmailRequest) => apiRequest<{ success: true }>("/api/send-email", { json: request });
