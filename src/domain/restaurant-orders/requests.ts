// Request bodies and queries of the restaurant app (issue "The restaurant app for real"). The
// restaurant is always the signed-in one: no body names it, and unknown keys are stripped.
import * as z from 'zod';
import { isStorableText, tooLong, UNSTORABLE_TEXT } from '../shared/fields';
import { beforeQuery, limitQuery } from '../shared/paging';
import { isKnownTimeZone } from '../shared/time-zone';
import {
  RESTAURANT_ORDER_FILTERS,
  RESTAURANT_ORDERS_MAX_PAGE_SIZE,
  RESTAURANT_ORDERS_PAGE_SIZE,
} from './responses';

export const PREP_MINUTES_MIN = 5;
export const PREP_MINUTES_MAX = 120;
export const PREP_MINUTES_CHOICES = [10, 15, 20, 25, 30, 45, 60] as const;
export const PREP_MINUTES_MESSAGE = `Prep time must be a whole number of minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}`;

/** POST /api/orders/{id}/accept */
export const acceptOrderSchema = z.object({
  prepMinutes: z
    .number({ error: PREP_MINUTES_MESSAGE })
    .int(PREP_MINUTES_MESSAGE)
    .min(PREP_MINUTES_MIN, PREP_MINUTES_MESSAGE)
    .max(PREP_MINUTES_MAX, PREP_MINUTES_MESSAGE),
});
export type AcceptOrder = z.infer<typeof acceptOrderSchema>;

/** The reasons the Reject dialog offers; "Other" asks for the restaurant's own words. */
export const REJECT_REASONS = [
  'Too busy right now',
  'An item is sold out',
  'Closing soon',
  'Cannot deliver to this address',
] as const;
export const REJECT_REASON_MAX = 200;
export const REJECT_REASON_REQUIRED = 'A reason is required';

/** POST /api/orders/{id}/reject: one of REJECT_REASONS or the restaurant's own words. */
export const rejectOrderSchema = z.object({
  reason: z
    .string({ error: REJECT_REASON_REQUIRED })
    .trim()
    .min(1, REJECT_REASON_REQUIRED)
    .max(REJECT_REASON_MAX, tooLong(REJECT_REASON_MAX))
    .refine(isStorableText, UNSTORABLE_TEXT),
});
export type RejectOrder = z.infer<typeof rejectOrderSchema>;

export const DELAY_MINUTES = [5, 10, 15, 20] as const;
export const DELAY_MINUTES_MESSAGE = 'A delay must be 5, 10, 15 or 20 minutes';

/** POST /api/orders/{id}/delay */
export const delayOrderSchema = z.object({
  minutes: z
    .number({ error: DELAY_MINUTES_MESSAGE })
    .refine((value) => (DELAY_MINUTES as readonly number[]).includes(value), DELAY_MINUTES_MESSAGE),
});
export type DelayOrder = z.infer<typeof delayOrderSchema>;

/** GET /api/restaurant/orders */
export const restaurantOrdersQuerySchema = z.object({
  status: z
    .enum(RESTAURANT_ORDER_FILTERS, { error: `status must be one of ${RESTAURANT_ORDER_FILTERS.join(', ')}` })
    .default('active'),
  /** An order id: the page holds only older orders (pass the previous page's nextBefore). */
  before: beforeQuery,
  limit: limitQuery(RESTAURANT_ORDERS_MAX_PAGE_SIZE, RESTAURANT_ORDERS_PAGE_SIZE),
});
export type RestaurantOrdersQuery = z.infer<typeof restaurantOrdersQuerySchema>;

export const TIME_ZONE_MESSAGE = 'tz must be an IANA time zone such as America/Toronto';

/** GET /api/restaurant/stats and /analytics: "today" and days are the caller's (the tablet's). */
export const timeZoneQuerySchema = z.object({
  tz: z
    .string({ error: TIME_ZONE_MESSAGE })
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isKnownTimeZone, TIME_ZONE_MESSAGE)
    .default('UTC'),
});
export type TimeZoneQuery = z.infer<typeof timeZoneQuerySchema>;
