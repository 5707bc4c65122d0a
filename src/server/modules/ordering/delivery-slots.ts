import { deliverySlots } from '#domain/opening-hours/delivery-slots.ts';
import type { DeliverySlots } from '#domain/ordering/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import type { PlacementRestaurants } from './placement-restaurants';

// GET /api/restaurants/{id}/delivery-slots: what the checkout's time picker offers, computed by the
// rules placing the order checks (opening-hours/delivery-slots.ts), so every offered time is taken.

export async function deliverySlotsOf(
  deps: { placementRestaurants: PlacementRestaurants; now: () => Date; scheduleMinLeadMinutes: number },
  restaurantId: number,
): Promise<DeliverySlots> {
  const { restaurant } = await deps.placementRestaurants.get(restaurantId);
  if (!restaurant?.isApproved) throw AppError.notFound('Restaurant not found');
  const { timeZone } = restaurant;
  // A restaurant paused by hand takes no orders, for now or later.
  if (!restaurant.isOpen) return { timeZone, slots: [] };
  return {
    timeZone,
    slots: deliverySlots({
      week: restaurant,
      timeZone,
      now: deps.now(),
      minLeadMinutes: deps.scheduleMinLeadMinutes,
    }),
  };
}
