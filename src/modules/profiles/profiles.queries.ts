import { apiRequest } from "@/lib/api-client";

export interface ProfileDto {
  id: string;
  user_id: string;
  organization_id: string;
  username: string | null;
  full_name: string | null;
  email: string;
  role: "admin" | "member";
}

// PUT /api/profile
export const saveProfile = (fields: { username?: string; full_name?: string | null }) =>
  apiRequest<ProfileDto>("/api/profile", { method: "PUT", json: fields });
