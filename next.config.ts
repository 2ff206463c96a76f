import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must stay in node_modules, not in a bundle
  // (bundled, it breaks, and its files would be copied into public output).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer"],
  poweredByHeader: false,
  // Metadata always in <head>, for every user agent: the page cache serves one copy of a page to
  // browsers and link-preview bots alike, so Next must not stream it into <body> for some of them.
  htmlLimitedBots: /.*/,
  typedRoutes: false,
};

export default nextConfig;
