import { DELAY_MINUTES } from '#domain/restaurant-orders/requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { delayOrder } from '#web/features/restaurant-orders/api/delay-order.ts';
import { markOrderReady } from '#web/features/restaurant-orders/api/mark-order-ready.ts';
import { useOrderAction } from '#web/features/restaurant-orders/hooks/use-order-action.ts';

/** A preparing order's buttons: done, or more time needed (the customer's ETA moves with it). */
export function PreparingControls({ orderId }: { orderId: number }) {
  const ready = useOrderAction(() => markOrderReady(orderId), 'Could not mark the order ready');
  const delay = useOrderAction(
    (minutes: number) => delayOrder(orderId, { minutes }),
    'Could not delay the order',
  );
  return (
    <div className="flex w-full flex-col gap-3">
      <Button
        variant="success"
        needsConnection
        disabled={ready.isPending}
        onClick={() => ready.mutate(undefined)}
      >
        Mark as Ready for Pickup
      </Button>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Delay</legend>
        <span aria-hidden="true" className="text-sm font-medium text-stone-700">
          Delay
        </span>
        {DELAY_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            size="sm"
            needsConnection
            disabled={delay.isPending}
            onClick={() => delay.mutate(minutes)}
          >
            +{minutes} min
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
