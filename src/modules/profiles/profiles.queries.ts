import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { profileResponse } from "./profiles.validation";

/** The caller's profile in this organization, as GET and PUT /api/profile answer it. */
export type ProfileDto = z.infer<typeof profileResponse>;
export type ProfileFields = { username?: string; full_name?: string | null };

export const profileKeys = { own: ["profile"] as const };

// GET /api/profile
export const fetchProfile = () => apiRequest("/api/profile", { reply: profileResponse });

// PUT /api/profile
export const saveProfile = (fields: ProfileFields) => apiRequest("/api/profile", { method: "PUT", json: fields, reply: profileResponse });

export const profileQuery = () => queryOptions({ queryKey: profileKeys.own, queryFn: fetchProfile });

/** Saves, then puts the saved profile in the cache, so every view of it shows the new one. */
export const saveProfileMutation = (client: ReturnType<typeof useQueryClient>) =>
  mutationOptions({ mutationFn: saveProfile, onSuccess: (saved) => client.setQueryData(profileKeys.own, saved) });

export const useProfile = () => useQuery(profileQuery());

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation(saveProfileMutation(client));
}

// GET /api/members - the organization's members (admins): a meeting type's hosts are chosen from them
export const fetchMembers = () => apiRequest("/api/members", { reply: profileResponse.array() });
export const membersQuery = () => queryOptions({ queryKey: ["members"], queryFn: fetchMembers });
export const useMembers = () => useQuery(membersQuery());
