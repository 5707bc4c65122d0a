// IANA time zone names, as the stat cards' `tz` query and the server's TIME_ZONE setting take them.

/** "America/Toronto", "UTC": a name this runtime's Intl knows (PostgreSQL may still not). */
export function isKnownTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
