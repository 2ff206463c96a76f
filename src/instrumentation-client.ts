// Runs in the browser before the back office's own code (Next's instrumentation-client hook).
// Zod probes `new Function` when it builds its first object schema; under our CSP (no
// 'unsafe-eval', src/server/http/security-headers.ts) the browser reports that probe as a
// violation even though zod catches it. Zod's `jitless` setting skips the probe; zod reads its
// settings from this global when its first module loads, which is after this file. The public
// islands get the same setting from their bundler (scripts/build-islands.ts).
// e2e/security-headers.e2e.ts fails if a zod upgrade makes this a no-op.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
