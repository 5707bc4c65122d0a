import { useId, useState } from 'react';
import { PREP_MINUTES_CHOICES } from '#domain/restaurant-orders/requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/input.tsx';
import { acceptOrder } from '#web/features/restaurant-orders/api/accept-order.ts';
import { useOrderAction } from '#web/features/restaurant-orders/hooks/use-order-action.ts';

/** The promise most kitchens make for a typical order; the cook changes it per order. */
const DEFAULT_PREP_MINUTES = 20;

/** "Accept & Start Preparing" with the prep time the customer's ETA will follow. */
export function AcceptControls({ orderId }: { orderId: number }) {
  const selectId = useId();
  const [prepMinutes, setPrepMinutes] = useState<number>(DEFAULT_PREP_MINUTES);
  const accept = useOrderAction(
    (minutes: number) => acceptOrder(orderId, { prepMinutes: minutes }),
    'Could not accept the order',
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
          Prep time
        </label>
        <Select
          id={selectId}
          className="w-32"
          value={prepMinutes}
          onChange={(event) => setPrepMinutes(Number(event.target.value))}
        >
          {PREP_MINUTES_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} min
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="success"
        needsConnection
        disabled={accept.isPending}
        onClick={() => accept.mutate(prepMinutes)}
      >
        Accept &amp; Start Preparing
      </Button>
    </div>
  );
}
