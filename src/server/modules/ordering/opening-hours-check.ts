import { outsideHoursMessage, RESTAURANT_CLOSED } from '#domain/opening-hours/opening-text.ts';
import { openingState, type WeekHours } from '#domain/opening-hours/schedule.ts';
import { AppError } from '#server/http/app-error.ts';

// Outside its opening hours (read in its own time zone) a restaurant takes no orders for now:
// 409 restaurant_closed saying when it opens next ("Opens tomorrow at 10:00 AM").

export function assertWithinHours(
  restaurant: WeekHours & { name: string; timeZone: string },
  now: Date,
): void {
  const state = openingState(restaurant, restaurant.timeZone, now);
  if (state.openNow) return;
  throw new AppError(
    409,
    RESTAURANT_CLOSED,
    outsideHoursMessage(restaurant.name, state.opensAt, restaurant.timeZone, now),
  );
}
