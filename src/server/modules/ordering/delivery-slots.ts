import { deliverySlots } from '#domain/opening-hours/delivery-slots.ts';
import type { DeliverySlots } from '#domain/ordering/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import type { PlacementRestaurants } from './placement-restaurants';

// GET /api/restaurants/{id}/delivery-slots: what the checkout's time picker offers, computed by the
// rules placing the order checks (opening-hours/delivery-slots.ts), so every offered time is taken.
// A week of slots costs about 2 ms to compute: the answer is kept for the minute, per restaurant
// as the placement cache holds it (a changed restaurant is a new object there, so a new answer).

const MINUTE_MS = 60_000;
const answers = new WeakMap<object, { minute: number; answer: DeliverySlots }>();

export async function deliverySlotsOf(
  deps: { placementRestaurants: PlacementRestaurants; now: () => Date; scheduleMinLeadMinutes: number },
  restaurantId: number,
): Promise<DeliverySlots> {
  const { restaurant } = await deps.placementRestaurants.get(restaurantId);
  if (!restaurant?.isApproved) throw AppError.notFound('Restaurant not found');
  const { timeZone } = restaurant;
  // A restaurant paused by hand takes no orders, for now or later.
  if (!restaurant.isOpen) return { timeZone, slots: [] };
  const now = deps.now();
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const kept = answers.get(restaurant);
  if (kept?.minute === minute) return kept.answer;
  const answer = {
    timeZone,
    slots: deliverySlots({ week: restaurant, timeZone, now, minLeadMinutes: deps.scheduleMinLeadMinutes }),
  };
  answers.set(restaurant, { minute, answer });
  return answer;
}
