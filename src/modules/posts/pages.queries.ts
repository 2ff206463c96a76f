import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { postResponse, type createPageBody } from "./posts.validation";

export type CreatePageFields = z.input<typeof createPageBody>;
export type PageDto = z.infer<typeof postResponse>;

// POST /api/pages (the Create Page modal)
export const createPage = (fields: CreatePageFields) => apiRequest("/api/pages", { method: "POST", json: fields, reply: postResponse });

export const createPageMutation = () => mutationOptions({ mutationFn: createPage });

export const useCreatePage = () => useMutation(createPageMutation());
