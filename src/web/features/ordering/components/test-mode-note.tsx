import { FlaskConical } from 'lucide-react';
import { TEST_CARDS, TEST_MODE_LABEL } from '#domain/payments/card-payments.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** Says plainly that no real card is charged, and which test cards do what (DESIGN deviation 8). */
export function TestModeNote() {
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Badge tone="warning">
        <FlaskConical className="size-3.5" aria-hidden="true" />
        {TEST_MODE_LABEL}
      </Badge>
      <p>
        No real card is charged. Use{' '}
        <span className="font-mono whitespace-nowrap">{TEST_CARDS.succeeds}</span> for a payment that succeeds
        or <span className="font-mono whitespace-nowrap">{TEST_CARDS.declined}</span> for one that is
        declined, with any future expiry date and any CVV.
      </p>
    </div>
  );
}
