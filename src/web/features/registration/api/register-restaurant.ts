import { type RegistrationResult, registrationResultSchema } from '#domain/registration/responses.ts';
import type { RestaurantRegistration } from '#domain/registration/restaurant-requests.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/restaurants/register. The body is the API schema's output: confirmPassword is never part of it. */
export async function registerRestaurant(body: RestaurantRegistration): Promise<RegistrationResult> {
  return apiCall({
    method: 'POST',
    url: '/api/restaurants/register',
    body,
    schema: registrationResultSchema,
  });
}
