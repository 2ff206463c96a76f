import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must stay in node_modules, not in a bundle
  // (bundled, it breaks, and its files would be copied into public output).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer", "sharp"],
  poweredByHeader: false,
  // Metadata always in <head>, for every user agent: the page cache serves one copy of a page to
  // browsers and link-preview bots alike, so Next must not stream it into <body> for some of them.
  htmlLimitedBots: /.*/,
  typedRoutes: false,
  // `npm test` type-checks the whole project before its journeys build (scripts/test.ts): the
  // build's own check would be the same work again. Any other build checks.
  typescript: { ignoreBuildErrors: process.env.ATRIUM_BUILD_TYPECHECK === "off" },
  compiler: {
    // Zod probes `new Function` when it builds its first object schema; under our CSP (no
    // 'unsafe-eval', src/server/http/security-headers.ts) the browser reports that probe as a
    // violation even though zod catches it. Zod's own `jitless` setting skips the probe; zod reads
    // its settings from this global (zod/v4/core/core.js), replaced here before any schema exists.
    // Define values are JSON (Next types them as strings but serializes any JSON value), so the
    // server bundle parses jitless too: microseconds per request.
    // e2e/security-headers.e2e.ts fails if a zod upgrade makes this a no-op.
    define: { "globalThis.__zod_globalConfig": { jitless: true } as unknown as string },
  },
};

export default nextConfig;
