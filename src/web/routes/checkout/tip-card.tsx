import type { ComponentProps } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { TipChoice } from './tip-choice';

/** The checkout's "Tip for your driver" card; its choices wait for the restaurant's currency. */
export function TipCard({
  currency,
  ...choice
}: Omit<ComponentProps<typeof TipChoice>, 'currency'> & { currency: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tip for your driver</CardTitle>
      </CardHeader>
      <CardContent>{currency === null ? null : <TipChoice currency={currency} {...choice} />}</CardContent>
    </Card>
  );
}
