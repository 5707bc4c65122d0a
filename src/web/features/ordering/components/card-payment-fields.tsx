import { lazy, Suspense } from 'react';
import { CARD_PAYMENTS_OFF } from '#domain/payments/card-payments.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePaymentConfig } from '../api/get-payment-config';
import type { CardConfirmerRef } from '../card-confirmer';
import { TestCardFields } from './test-card-fields';

// Stripe's code loads only when the server says Stripe is configured.
const StripeCardField = lazy(async () => ({
  default: (await import('./stripe-card-field')).StripeCardField,
}));

const loading = <Skeleton className="h-32 w-full" />;

/**
 * The card input of the active provider: Stripe's CardElement in Stripe mode, our test-card form
 * (with its "Test mode" note) otherwise. Either registers the confirmer that pays an intent.
 */
export function CardPaymentFields({
  confirmerRef,
  disabled,
}: {
  confirmerRef: CardConfirmerRef;
  disabled?: boolean;
}) {
  const config = usePaymentConfig();
  if (config.isPending) return loading;
  if (config.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        Card payments are unavailable right now. Please try again later.
      </p>
    );
  }
  const { mode, publishableKey } = config.data;
  if (mode === 'off') {
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {CARD_PAYMENTS_OFF}
      </p>
    );
  }
  if (mode === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={loading}>
        <StripeCardField publishableKey={publishableKey} confirmerRef={confirmerRef} disabled={disabled} />
      </Suspense>
    );
  }
  return <TestCardFields confirmerRef={confirmerRef} disabled={disabled} />;
}
