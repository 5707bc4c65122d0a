import { type PushSubscribed, pushSubscribedSchema } from '#domain/push/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/push/subscriptions: this browser's subscription for the signed-in restaurant, driver
 * or admin (201). One row per endpoint: sending it again moves it to whoever is signed in now.
 */
export function saveDeviceSubscription(subscription: PushSubscriptionJSON): Promise<PushSubscribed> {
  return apiCall({
    method: 'POST',
    url: '/api/push/subscriptions',
    body: subscription,
    schema: pushSubscribedSchema,
  });
}
