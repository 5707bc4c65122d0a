import type { RefObject } from 'react';
import type { PaymentMethod } from '#domain/ordering/requests.ts';
import { CARD_PAYMENTS_OFF } from '#domain/payments/card-payments.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import type { CardConfirmer } from '#web/features/ordering/card-confirmer.ts';
import { CardPaymentFields } from '#web/features/ordering/components/card-payment-fields.tsx';
import { PaymentMethodChoice } from '#web/features/ordering/components/payment-method-choice.tsx';
import { PaymentPendingNote } from '#web/features/ordering/components/payment-pending-note.tsx';

/**
 * The checkout's Payment card: card or cash on delivery, then the card's fields, the note of a
 * payment already taken (the retry pays with it), or what paying in cash means.
 */
export function PaymentCard(props: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  confirmerRef: RefObject<CardConfirmer | null>;
  paymentPending: boolean;
  cardUnavailable: boolean;
  submitting: boolean;
}) {
  const { method, paymentPending, cardUnavailable, submitting } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <PaymentMethodChoice
          value={method}
          onChange={props.onChange}
          disabled={submitting || paymentPending}
          cardUnavailable={cardUnavailable}
        />
        {paymentPending ? (
          <PaymentPendingNote />
        ) : method === 'card' ? (
          <CardPaymentFields confirmerRef={props.confirmerRef} disabled={submitting} />
        ) : (
          <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
            {cardUnavailable ? `${CARD_PAYMENTS_OFF} ` : ''}Pay the driver in cash when your order arrives.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
