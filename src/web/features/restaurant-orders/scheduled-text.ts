import { scheduledClock, scheduledShort } from '#web/lib/scheduled-time.ts';

// What the kitchen reads of an order for later, on the restaurant's own clock: when it is for, and
// when it moves to New Orders (its time minus the restaurant's preparation lead).

const MINUTE_MS = 60_000;

/** "For Fri 7:15 PM". */
export function scheduledForText(scheduledFor: string, timeZone?: string): string {
  return `For ${scheduledShort(scheduledFor, timeZone)}`;
}

/** When the server moves it to New Orders (ISO): its time minus the preparation lead. */
export function releaseAt(scheduledFor: string, prepLeadMinutes: number): string | null {
  const at = Date.parse(scheduledFor);
  return Number.isNaN(at) ? null : new Date(at - prepLeadMinutes * MINUTE_MS).toISOString();
}

/** "Moves to New Orders at 6:45 PM"; null when the time is unreadable. */
export function releaseText(scheduledFor: string, prepLeadMinutes: number, timeZone?: string): string | null {
  const at = releaseAt(scheduledFor, prepLeadMinutes);
  return at ? `Moves to New Orders at ${scheduledClock(at, timeZone)}` : null;
}

/** "Scheduled for 7:15 PM": the badge of an order for later once the kitchen has it. */
export function scheduledBadgeText(scheduledFor: string, timeZone?: string): string {
  return `Scheduled for ${scheduledClock(scheduledFor, timeZone)}`;
}

/** Soonest first: the order the kitchen will cook them in. */
export function bySchedule(a: { scheduledFor: string | null }, b: { scheduledFor: string | null }): number {
  const at = (order: { scheduledFor: string | null }) =>
    order.scheduledFor ? Date.parse(order.scheduledFor) : Number.POSITIVE_INFINITY;
  return at(a) - at(b);
}
