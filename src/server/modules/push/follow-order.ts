import type { PushSubscriptionInput } from '#domain/push/requests.ts';
import { AppError } from '#server/http/app-error.ts';
import { hashTrackingToken } from '../order-lifecycle/tracking-token';
import { assertUsableSubscription, type SubscribeDependencies } from './subscribe';

// POST /api/orders/track/{token}/push: the customer's browser follows one order. The tracking token
// is the only proof (customers have no account); a wrong one is the tracker's own 404. The
// subscription is dropped an hour after the order ends (delivered or cancelled).

/** The message of GET /api/orders/track/{token} for an unknown token. */
export const ORDER_NOT_FOUND = 'Order not found';

const ENDED = new Set(['delivered', 'cancelled']);

export async function followOrder(
  deps: SubscribeDependencies,
  token: string,
  input: PushSubscriptionInput,
): Promise<void> {
  const order = await deps.repo.orderByTokenHash(hashTrackingToken(token));
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  await assertUsableSubscription(deps.guard, input);
  await deps.repo.followOrder(order.id, input, ENDED.has(order.status));
}
