import { useId } from 'react';
import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { departOrder } from '#web/features/driver-deliveries/api/depart-order.ts';
import { pickUpOrder } from '#web/features/driver-deliveries/api/pick-up-order.ts';
import { deliveryStep } from '#web/features/driver-deliveries/delivery-steps.ts';
import { useDeliveryAction } from '#web/features/driver-deliveries/hooks/use-delivery-action.ts';
import { DeliverDialog } from './deliver-dialog';
import { LockedNotice } from './locked-notice';

export const KITCHEN_PREPARING = 'The kitchen is still preparing this order.';

/** The one next step on a delivery: Picked Up (once ready), On The Way, Mark as Delivered. */
export function DeliveryActions({ delivery }: { delivery: DriverDelivery }) {
  const noteId = useId();
  const pickUp = useDeliveryAction(() => pickUpOrder(delivery.id), 'Could not mark the order picked up');
  const depart = useDeliveryAction(() => departOrder(delivery.id), 'Could not start the delivery');
  const step = deliveryStep(delivery);
  switch (step) {
    case 'wait-for-kitchen':
      return (
        <div className="flex w-full flex-col gap-2">
          <Button variant="success" disabled aria-describedby={noteId} className="w-full sm:w-auto">
            Picked Up
          </Button>
          <p id={noteId} className="text-sm font-medium text-amber-900">
            {KITCHEN_PREPARING}
          </p>
        </div>
      );
    case 'pick-up':
      return (
        <Button
          variant="success"
          className="w-full sm:w-auto"
          needsConnection
          disabled={pickUp.isPending}
          onClick={() => pickUp.mutate(undefined)}
        >
          Picked Up
        </Button>
      );
    case 'depart':
      return (
        <Button
          variant="success"
          className="w-full sm:w-auto"
          needsConnection
          disabled={depart.isPending}
          onClick={() => depart.mutate(undefined)}
        >
          On The Way
        </Button>
      );
    case 'deliver':
      return <DeliverDialog delivery={delivery} />;
    case 'locked':
      // The code dialog stays mounted (and open if it was) to say so where the driver is looking.
      return delivery.status === 'on-the-way' ? <DeliverDialog delivery={delivery} /> : <LockedNotice />;
    default:
      return null;
  }
}
