/** Whether a database error (possibly wrapped by Drizzle) carries this SQLSTATE code. */
function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && "code" in current && (current as { code?: unknown }).code === code) return true;
    current = typeof current === "object" && "cause" in current ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** A unique-constraint violation. */
export const isUniqueViolation = (error: unknown) => hasCode(error, "23505");

/** An exclusion-constraint violation (two bookings of one host that overlap: migration 0007). */
export const isExclusionViolation = (error: unknown) => hasCode(error, "23P01");

/** A deadlock PostgreSQL broke by aborting this statement (concurrent inserts checking one exclusion constraint can meet so). */
export const isDeadlock = (error: unknown) => hasCode(error, "40P01");
