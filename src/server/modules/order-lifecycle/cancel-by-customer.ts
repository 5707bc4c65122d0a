import {
  ALREADY_CANCELLED,
  ALREADY_CANCELLED_MESSAGE,
  CUSTOMER_CANCEL_REASON,
  TOO_LATE_TO_CANCEL,
  TOO_LATE_TO_CANCEL_MESSAGE,
} from '#domain/order-lifecycle/customer-cancel.ts';
import { customerMayCancel } from '#domain/order-lifecycle/status-machine.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import { cancelOrder } from './cancel-order';
import { CUSTOMER_ACTOR } from './commit-order-change';
import { toTrackedOrder } from './customer-order-view';
import { ORDER_NOT_FOUND } from './order-access';
import type { OrderLifecycleDependencies } from './order-lifecycle-dependencies';
import { hashTrackingToken } from './tracking-token';

// POST /api/orders/track/{token}/cancel: the token's holder cancels before the kitchen starts
// (scheduled, or confirmed and not yet accepted); a paid card order is refunded, once, by
// cancelOrder's conditional UPDATE: of twenty taps one cancels, the others hear why not. The
// restaurant's board and the admin desk hear it live, the kitchen by push too.

function whyNot(status: string | undefined): AppError {
  return status === 'cancelled'
    ? new AppError(409, ALREADY_CANCELLED, ALREADY_CANCELLED_MESSAGE)
    : new AppError(409, TOO_LATE_TO_CANCEL, TOO_LATE_TO_CANCEL_MESSAGE);
}

export async function cancelByCustomer(
  deps: OrderLifecycleDependencies,
  token: string,
): Promise<TrackedOrder> {
  const tokenHash = hashTrackingToken(token);
  const found = await deps.repo.trackedOrderByTokenHash(tokenHash);
  if (!found) throw AppError.notFound(ORDER_NOT_FOUND);
  // Released (scheduled -> confirmed) between the read and the UPDATE, it may still be cancelled:
  // read again and try once more. Accepted or cancelled meanwhile: say what it is now.
  for (let attempt = 1; ; attempt += 1) {
    const order = await deps.repo.findOrderForStatusChange(found.row.id);
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
    if (!customerMayCancel(order.status)) throw whyNot(order.status);
    try {
      await cancelOrder(deps, order, CUSTOMER_ACTOR, CUSTOMER_CANCEL_REASON);
      break;
    } catch (error) {
      if (!(error instanceof AppError && error.status === 409) || attempt === 2) throw error;
    }
  }
  const after = await deps.repo.trackedOrderByTokenHash(tokenHash);
  if (!after) throw AppError.notFound(ORDER_NOT_FOUND);
  return toTrackedOrder(after.row, after.timeline);
}
