import { reachedAt } from '#domain/order-lifecycle/responses.ts';
import { isTimelineStepReached, TIMELINE_STEPS } from '#domain/order-lifecycle/status-machine.ts';
import type { PhoneOrder } from '#domain/tracking/responses.ts';

// The four customer timeline steps (SPEC section 4) with the real time each was reached. A step
// stands for several server statuses (DESIGN section 4): 'ready' is still "Being Prepared" and
// 'picked-up' already "Out for Delivery"; the step's time is the first of them.
const STEP_STATUSES: readonly (readonly string[])[] = [
  ['confirmed'],
  ['preparing', 'ready'],
  ['picked-up', 'on-the-way'],
  ['delivered'],
];

export interface TimelineStep {
  label: (typeof TIMELINE_STEPS)[number];
  reached: boolean;
  /** ISO time the order reached this step; undefined when not reached or not recorded. */
  at: string | undefined;
}

function earliest(times: readonly (string | undefined)[]): string | undefined {
  const known = times.filter((time): time is string => time !== undefined);
  if (known.length === 0) return undefined;
  return known.reduce((first, time) => (Date.parse(time) < Date.parse(first) ? time : first));
}

export function timelineSteps(order: Pick<PhoneOrder, 'status' | 'timeline'>): TimelineStep[] {
  return TIMELINE_STEPS.map((label, index) => {
    const reached = isTimelineStepReached(order.status, index);
    const statuses = STEP_STATUSES[index] ?? [];
    return {
      label,
      reached,
      at: reached ? earliest(statuses.map((status) => reachedAt(order, status))) : undefined,
    };
  });
}

/** '2026-05-01T14:05:00Z' -> '2:05 PM' in the browser's locale and time zone. */
export function formatStepTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** '2026-05-01T14:05:00Z' -> 'May 1, 2:05 PM'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
