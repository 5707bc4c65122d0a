/**
 * The device's own time zone: "today" on the stat cards is the kitchen's or the driver's today, as
 * the tablet or the phone counts it.
 */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
