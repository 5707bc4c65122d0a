import { checkScheduledFor } from '#domain/opening-hours/delivery-slots.ts';
import { outsideHoursMessage, RESTAURANT_CLOSED } from '#domain/opening-hours/opening-text.ts';
import { openingState, type WeekHours } from '#domain/opening-hours/schedule.ts';
import { AppError } from '#server/http/app-error.ts';

// When an order may be placed, read in the restaurant's own time zone. For now: inside its opening
// hours, else 409 restaurant_closed saying when it opens next ("Opens tomorrow at 10:00 AM"). For
// later: a time the customer may choose (a quarter hour inside the hours, at least the minimum lead
// and at most 7 days ahead), else 400 on scheduledFor with the next possible time.

type HoursOf = WeekHours & { name: string; timeZone: string };

export function assertWithinHours(restaurant: HoursOf, now: Date): void {
  const state = openingState(restaurant, restaurant.timeZone, now);
  if (state.openNow) return;
  throw new AppError(
    409,
    RESTAURANT_CLOSED,
    outsideHoursMessage(restaurant.name, state.opensAt, restaurant.timeZone, now),
  );
}

export function assertOrderTime(
  restaurant: HoursOf,
  scheduledFor: Date | null,
  now: Date,
  minLeadMinutes: number,
): void {
  if (scheduledFor === null) {
    assertWithinHours(restaurant, now);
    return;
  }
  const check = checkScheduledFor(
    scheduledFor,
    { week: restaurant, timeZone: restaurant.timeZone, now, minLeadMinutes },
    restaurant.name,
  );
  if (!check.ok) throw AppError.badRequest(`scheduledFor: ${check.message}`, { scheduledFor: check.message });
}
