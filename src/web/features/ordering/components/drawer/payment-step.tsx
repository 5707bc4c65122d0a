import { type FormEvent, useEffect, useId } from 'react';
import { DRAWER_ESTIMATED_DELIVERY } from '#domain/ordering/rules.ts';
import { CARD_PAYMENTS_OFF } from '#domain/payments/card-payments.ts';
import { Button } from '#web/components/ui/button.tsx';
import { usePaymentConfig } from '#web/features/ordering/api/get-payment-config.ts';
import { orderAmounts } from '#web/features/ordering/order-body.ts';
import { CardPaymentFields } from '../card-payment-fields';
import { OrderSummaryRows } from '../order-summary-rows';
import { PaymentMethodChoice } from '../payment-method-choice';
import { PaymentPendingNote } from '../payment-pending-note';
import { submitDrawerOrder } from './submit-drawer-order';
import { DRAWER_TIP_CENTS, type DrawerOrder } from './use-drawer-order';

interface PaymentStepProps {
  order: DrawerOrder;
  onBack: () => void;
}

/** The drawer's last step: the amounts, card or cash on delivery, and Place Order. */
export function PaymentStep({ order, onBack }: PaymentStepProps) {
  const amounts = orderAmounts(order.items, DRAWER_TIP_CENTS);
  const cardUnavailable = usePaymentConfig().data?.mode === 'off';
  const { paymentMethod, setPaymentMethod, paymentPending } = order;
  // A server that takes no cards leaves cash as the only choice.
  useEffect(() => {
    if (cardUnavailable && paymentMethod === 'card' && !paymentPending) setPaymentMethod('cash');
  }, [cardUnavailable, paymentMethod, paymentPending, setPaymentMethod]);
  // A card payment that went through without an order pays the retry: no switching to cash then.
  const method = paymentPending ? 'card' : paymentMethod;
  const blockerId = useId();
  const { blocker } = order;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (order.blocker !== null) return;
    void submitDrawerOrder(order);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-busy={order.isSubmitting}>
      <OrderSummaryRows amounts={amounts} estimatedDelivery={DRAWER_ESTIMATED_DELIVERY} />
      <PaymentMethodChoice
        value={method}
        onChange={order.setPaymentMethod}
        disabled={order.isSubmitting || order.paymentPending}
        cardUnavailable={cardUnavailable}
      />
      {order.paymentPending ? (
        <PaymentPendingNote />
      ) : method === 'card' ? (
        <CardPaymentFields confirmerRef={order.confirmerRef} disabled={order.isSubmitting} />
      ) : (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
          {cardUnavailable ? `${CARD_PAYMENTS_OFF} ` : ''}Pay the driver in cash when your order arrives.
        </p>
      )}
      {blocker ? (
        <p
          id={blockerId}
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          {blocker}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} className="flex-1" disabled={order.isSubmitting}>
          Back
        </Button>
        <Button
          type="submit"
          className="flex-1"
          disabled={order.isSubmitting || blocker !== null}
          aria-describedby={blocker ? blockerId : undefined}
        >
          {order.isSubmitting ? 'Placing order…' : 'Place Order'}
        </Button>
      </div>
    </form>
  );
}
