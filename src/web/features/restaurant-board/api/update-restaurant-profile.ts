import { type RestaurantProfile, restaurantProfileSchema } from '../../../../domain/accounts';
import type { RestaurantProfileUpdate } from '../../../../domain/schemas/restaurant-board';
import { apiCall } from '../../../lib/api-client';

/** PATCH /api/restaurant/profile: any subset of the Settings form; the Open toggle sends only isOpen. */
export function updateRestaurantProfile(patch: Partial<RestaurantProfileUpdate>): Promise<RestaurantProfile> {
  return apiCall({
    method: 'PATCH',
    url: '/api/restaurant/profile',
    body: patch,
    schema: restaurantProfileSchema,
  });
}
