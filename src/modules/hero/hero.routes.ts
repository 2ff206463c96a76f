import type { AppEnv } from "@/modules/api/context";
import { createRouter } from "@/server/http/router";

export const heroRoutes = createRouter<AppEnv>();
