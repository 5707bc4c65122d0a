import type { RestaurantProfileUpdate } from '#domain/partners/requests.ts';
import { type RestaurantProfile, restaurantProfileSchema } from '#domain/partners/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** PATCH /api/restaurant/profile: any subset of the Settings form; the Open toggle sends only isOpen. */
export function updateRestaurantProfile(patch: Partial<RestaurantProfileUpdate>): Promise<RestaurantProfile> {
  return apiCall({
    method: 'PATCH',
    url: '/api/restaurant/profile',
    body: patch,
    schema: restaurantProfileSchema,
  });
}
