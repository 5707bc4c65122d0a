import { useCallback } from 'react';
import { useTrackedOrder } from './api/get-tracked-order';
import { type OrderView, trackedView } from './order-views';
import { useCustomerLiveUpdates } from './use-customer-live-updates';

/**
 * One order in full by its tracking token (the link /order-tracking opens with), kept current on
 * the live channel: a socket holding the token hears that order's updates and its driver's
 * positions, whatever phone it was placed with.
 */
export function useTrackedOrderLive(trackingToken: string) {
  const tracked = useTrackedOrder(trackingToken);
  const orderId = tracked.data?.id;
  const tokenOf = useCallback(
    (id: number) => (id === orderId ? trackingToken : undefined),
    [orderId, trackingToken],
  );
  const live = useCustomerLiveUpdates({ phone: null, trackingTokens: [trackingToken], tokenOf });
  const view: OrderView | undefined = tracked.data
    ? trackedView(tracked.data, trackingToken, live.driverPositions.get(tracked.data.id))
    : undefined;
  return { tracked, view, live };
}
