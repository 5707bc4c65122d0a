import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverDelivery, DriverDeliveryPage, DriverOffer } from '../../../../domain/driver-app';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { claimOrder } from '../api/claim-order';
import { driverKeys } from '../api/query-keys';
import { applyDeliveryToActivePage, withoutOffer } from '../delivery-cache';
import { useOnUnauthorized } from '../driver-session';

export const TAKEN_TITLE = 'Order already taken';
export const TAKEN_FALLBACK = 'This order was already taken by another driver';

/**
 * Accept Order: POST /api/orders/{id}/claim. The delivery joins Active Deliveries at once and the
 * offer leaves the list. A 409 means another driver was faster (or the order moved): the driver is
 * told and the offers are read again.
 */
export function useClaimOffer(onClaimed: (delivery: DriverDelivery) => void) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  const dropOffer = (orderId: number) =>
    queryClient.setQueryData<DriverOffer[]>(driverKeys.offers, (offers) =>
      offers ? withoutOffer(offers, orderId) : offers,
    );
  return useMutation({
    mutationFn: (orderId: number) => claimOrder(orderId),
    onSuccess: (delivery) => {
      dropOffer(delivery.id);
      queryClient.setQueryData<DriverDeliveryPage>(driverKeys.deliveriesIn('active'), (page) =>
        page ? applyDeliveryToActivePage(page, delivery) : page,
      );
      toast({
        title: `Order #${delivery.id} accepted`,
        description: `Pick it up at ${delivery.pickup.name}.`,
      });
      onClaimed(delivery);
    },
    onError: (error, orderId) => {
      if (isApiError(error, 401)) {
        onUnauthorized();
        return;
      }
      if (isApiError(error, 409)) {
        dropOffer(orderId);
        toast({
          title: TAKEN_TITLE,
          description: serverMessage(error, TAKEN_FALLBACK),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Could not accept the order',
        description: serverMessage(error, error.message),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.offers }),
        queryClient.invalidateQueries({ queryKey: driverKeys.deliveries }),
      ]),
  });
}
