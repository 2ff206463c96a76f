import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must stay in node_modules, not in a bundle
  // (bundled, it breaks, and its files would be copied into public output).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
