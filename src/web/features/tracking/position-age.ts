import { STALE_POSITION_MS } from '#domain/tracking/rules.ts';

// How old the driver's last position is. A fresh one (reported within STALE_POSITION_MS) needs no
// comment; an older one says its age, so a marker that stopped moving is never taken for live.

/** Milliseconds since `at` (ISO), never negative (a phone's clock may run ahead); null if unreadable. */
export function positionAgeMs(at: string, now: number): number | null {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return null;
  return Math.max(0, now - time);
}

export function isStalePosition(at: string, now: number): boolean {
  const age = positionAgeMs(at, now);
  return age !== null && age > STALE_POSITION_MS;
}

/** "45 s", "3 min", "2 h": whole units, rounded down. */
export function formatAge(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}

/** "Last position 45 s ago" for a stale position; null while it is fresh or its time is unreadable. */
export function positionAgeText(at: string, now: number): string | null {
  const age = positionAgeMs(at, now);
  if (age === null || age <= STALE_POSITION_MS) return null;
  return `Last position ${formatAge(age)} ago`;
}
