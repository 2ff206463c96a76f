import { QueryClient } from "@tanstack/react-query";

/** Spec: admin data stays fresh for 5 minutes and is not refetched when the window regains focus. */
export const queryStaleTimeMs = 5 * 60 * 1000;

/** The admin side's query client: one per island, made on the client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: queryStaleTimeMs, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
