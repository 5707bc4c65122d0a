import type { SubjectType } from '#domain/accounts/roles.ts';

// How long a sign-in lasts (DESIGN section 5). Idle expiry ends a forgotten session on a shared
// device; absolute expiry bounds a stolen cookie even when it is used constantly. Admin sessions
// are shorter because they can approve partners.

export const SESSION_COOKIE = 'qb_session';

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const SESSION_LIFETIME: Record<SubjectType, SessionLifetime> = {
  admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  restaurant: { idleMs: 3 * DAY, absoluteMs: 30 * DAY },
  driver: { idleMs: 3 * DAY, absoluteMs: 30 * DAY },
};

/** lastSeenAt is written at most this often, so reads do not turn into a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
