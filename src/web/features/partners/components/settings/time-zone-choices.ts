/**
 * The IANA zones the browser knows, for the Settings select, with the restaurant's own first
 * when the browser's list lacks it (an alias such as "Asia/Calcutta" the server stored).
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes('UTC') ? [...known] : [...known, 'UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}
