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
};

export default nextConfig;
