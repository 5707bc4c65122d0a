import type { DriverDelivery, DriverDeliveryPage } from '#domain/driver-deliveries/responses.ts';
import { usePartnerAction } from '#web/lib/use-partner-action.ts';
import { driverKeys } from '../api/query-keys';
import { applyDeliveryToActivePage } from '../delivery-cache';

/**
 * One step on one delivery card (Picked Up, On The Way, Mark as Delivered). The answer updates the
 * card at once; the deliveries and the stat cards are then read again. A failure is toasted with
 * `failureTitle` and the server's message (409: the order moved meanwhile), unless the caller shows
 * it itself (failureTitle null, as the delivery-code dialog does). `onDone` runs here rather than
 * in a callback given to mutate(): a delivered order leaves Active Deliveries at once, unmounting
 * the card that asked, and TanStack Query skips mutate()'s callbacks once their component is gone.
 */
export function useDeliveryAction<Variables>(
  run: (variables: Variables) => Promise<DriverDelivery>,
  failureTitle: string | null,
  onDone?: (delivery: DriverDelivery) => void,
) {
  return usePartnerAction({
    run,
    failureTitle,
    onSuccess: (delivery, queryClient) => {
      queryClient.setQueryData<DriverDeliveryPage>(driverKeys.deliveriesIn('active'), (page) =>
        page ? applyDeliveryToActivePage(page, delivery) : page,
      );
      onDone?.(delivery);
    },
    refresh: [driverKeys.deliveries, driverKeys.stats],
  });
}
