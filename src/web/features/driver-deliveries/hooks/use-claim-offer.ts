import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverDelivery, DriverDeliveryPage, DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { claimOrder } from '../api/claim-order';
import { driverKeys } from '../api/query-keys';
import { CLAIM_FAILED_TITLE, claimFailure, TAKEN_TITLE } from '../claim-errors';
import { applyDeliveryToActivePage, withoutOffer } from '../delivery-cache';

/**
 * Accept Order: POST /api/orders/{id}/claim. The delivery joins Active Deliveries at once and the
 * offer leaves the list. When another driver was faster (409 already_taken) the driver is told so
 * and the offer goes; any other refusal is shown with the server's reason. The offers are read
 * again either way.
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
      const failure = claimFailure(error);
      if (failure.kind === 'signed-out') {
        onUnauthorized();
        return;
      }
      if (failure.kind === 'taken') {
        dropOffer(orderId);
        toast({ title: TAKEN_TITLE, description: failure.message, variant: 'destructive' });
        return;
      }
      toast({ title: CLAIM_FAILED_TITLE, description: failure.message, variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.offers }),
        queryClient.invalidateQueries({ queryKey: driverKeys.deliveries }),
        queryClient.invalidateQueries({ queryKey: driverKeys.stats }),
      ]),
  });
}
