import next from "eslint-config-next";
import nextTypescript from "eslint-config-next/typescript";

// Imports flow one way: app -> modules -> server, components, lib (CONVENTIONS.md 2). Between modules
// (no cycles, entry points only) the rules are in .dependency-cruiser.mjs (decision 010).
// src/site (the public renderer and its pages) and src/app (Next's back office) are both the top.
const top = ["./src/app", "./src/site"];
const layers = [
  { target: "./src/lib", from: [...top, "./src/modules", "./src/server", "./src/components"], message: "lib/ holds pure helpers: it imports nothing of the app." },
  { target: "./src/components", from: [...top, "./src/modules", "./src/server"], message: "components/ are primitives: no app, module or server code." },
  { target: "./src/server", from: [...top, "./src/modules"], message: "server/ is infrastructure: it must not depend on routes or domain modules." },
  { target: "./src/modules", from: top, message: "modules/ must not depend on routes." },
];

const config = [
  ...next,
  ...nextTypescript,
  {
    rules: {
      "import/no-restricted-paths": ["error", { zones: layers }],
      // Import circles are found by dependency-cruiser's no-circular (npm run lint:modules), whole and faster.
      // Section media are URLs of any host that admins paste: plain <img> with lazy loading and sizes.
      "@next/next/no-img-element": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The public pages and the editing layer run on pages of the public renderer, not Next's router
    // (docs/decisions/034): a link is a page load there, and location.assign the way to move.
    files: ["src/site/**", "src/modules/editing/components/**"],
    rules: { "@next/next/no-location-assign-relative-destination": "off", "@next/next/no-html-link-for-pages": "off", "@next/next/no-head-element": "off" },
  },
  { settings: { "import/ignore": ["node_modules"] } },
  { ignores: [".next/**", "node_modules/**", ".data/**", "drizzle/**", "next-env.d.ts"] },
];

export default config;
