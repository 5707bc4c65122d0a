import { type TrackedOrder, trackedOrderSchema } from '#domain/tracking/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/orders/track/{token}/cancel (no body): the customer cancels before the kitchen starts
 * (scheduled or confirmed); answers with the order's full view, now cancelled. 409
 * too_late_to_cancel once the restaurant accepted it, 404 for a token no order has.
 */
export function cancelTrackedOrder(trackingToken: string): Promise<TrackedOrder> {
  return apiCall({
    method: 'POST',
    url: `/api/orders/track/${encodeURIComponent(trackingToken)}/cancel`,
    schema: trackedOrderSchema,
  });
}
