import { env } from "@/env";

/** Whether the request reached us over https (through a trusted proxy's X-Forwarded-Proto when configured). */
export function isSecureRequest(request: Request): boolean {
  if (env().TRUST_PROXY_HEADERS === "on") return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  return new URL(request.url).protocol === "https:";
}
