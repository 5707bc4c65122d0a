import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DeliveryTimeChoice } from '#web/features/ordering/components/delivery-time-choice.tsx';
import type { DeliveryTime } from '#web/features/ordering/use-delivery-time.ts';

/**
 * /checkout's "When" (orders for later, issue 37). The server's refusal of the chosen time, from
 * the quote or from placing the order, is said at the time, and the offered times are read again.
 */
export function DeliveryTimeCard({
  when,
  quoteRefusal,
  disabled,
}: {
  when: DeliveryTime;
  quoteRefusal: string | null;
  disabled?: boolean;
}) {
  const { retrySlots } = when;
  useEffect(() => {
    if (quoteRefusal) retrySlots();
  }, [quoteRefusal, retrySlots]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>When</CardTitle>
      </CardHeader>
      <CardContent>
        <DeliveryTimeChoice when={when} error={when.refusal ?? quoteRefusal} disabled={disabled} />
      </CardContent>
    </Card>
  );
}
