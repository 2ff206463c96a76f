/** Runs once when the server starts (not during `next build`): database, migrations, demo. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { boot } = await import("./modules/demo/boot.server");
  await boot();
}
