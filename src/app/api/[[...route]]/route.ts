import { handle } from "hono/vercel";
import { createApi } from "@/app/api/app";

// The REST API (Hono), including better-auth under /api/auth.
export const dynamic = "force-dynamic";

const handler = handle(createApi());
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
