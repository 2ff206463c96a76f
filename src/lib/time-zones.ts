/** Whether `zone` is an IANA time zone this runtime knows (Europe/Madrid, UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneMessage = "Choose a time zone such as Europe/Madrid";
