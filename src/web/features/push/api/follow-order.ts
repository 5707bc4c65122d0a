import { type PushSubscribed, pushSubscribedSchema } from '#domain/push/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/orders/track/{token}/push: this browser is told about the order whose tracking token
 * it holds (201), until the order ends.
 */
export function followOrder(
  trackingToken: string,
  subscription: PushSubscriptionJSON,
): Promise<PushSubscribed> {
  return apiCall({
    method: 'POST',
    url: `/api/orders/track/${encodeURIComponent(trackingToken)}/push`,
    body: subscription,
    schema: pushSubscribedSchema,
  });
}
