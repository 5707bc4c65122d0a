import { type FormEvent, useEffect, useId } from 'react';
import { DRAWER_ESTIMATED_DELIVERY } from '#domain/ordering/rules.ts';
import { CARD_PAYMENTS_OFF } from '#domain/payments/card-payments.ts';
import { phoneRegionOfCountryName, toE164 } from '#domain/shared/phone.ts';
import { Button } from '#web/components/ui/button.tsx';
import { usePaymentConfig } from '#web/features/ordering/api/get-payment-config.ts';
import { useOrderQuote } from '../../use-order-quote';
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

/**
 * The drawer's last step: the order as the server prices it (in the restaurant's currency, with a
 * first-order promotion once the phone is a valid number), card or cash on delivery, and Place
 * Order, which sends and pays exactly that quote.
 */
export function PaymentStep({ order, onBack }: PaymentStepProps) {
  const cartCurrency = order.items.find((item) => item.currency !== null)?.currency ?? null;
  const phone = toE164(order.details.customerPhone, phoneRegionOfCountryName(order.restaurant?.country));
  const priced = useOrderQuote({
    items: order.items,
    currency: cartCurrency ?? order.restaurant?.currency ?? null,
    tipCents: DRAWER_TIP_CENTS,
    customerPhone: phone,
  });
  const cardUnavailable = usePaymentConfig().data?.mode === 'off';
  const { paymentMethod, setPaymentMethod } = order;
  const paymentPending = order.hasPendingPayment(priced.shown);
  // A server that takes no cards leaves cash as the only choice.
  useEffect(() => {
    if (cardUnavailable && paymentMethod === 'card' && !paymentPending) setPaymentMethod('cash');
  }, [cardUnavailable, paymentMethod, paymentPending, setPaymentMethod]);
  // A card payment that went through without an order pays the retry: no switching to cash then.
  const method = paymentPending ? 'card' : paymentMethod;
  const blockerId = useId();
  const { blocker } = order;
  const quote = priced.quote;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (order.blocker !== null || !quote) return;
    void submitDrawerOrder(order, quote);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-busy={order.isSubmitting}>
      <OrderSummaryRows priced={priced} estimatedDelivery={DRAWER_ESTIMATED_DELIVERY} />
      <PaymentMethodChoice
        value={method}
        onChange={order.setPaymentMethod}
        disabled={order.isSubmitting || paymentPending}
        cardUnavailable={cardUnavailable}
      />
      {paymentPending ? (
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
          // Waits for the quote of the order as it is now: that is what is sent and paid.
          disabled={order.isSubmitting || blocker !== null || quote === null}
          aria-describedby={blocker ? blockerId : undefined}
        >
          {order.isSubmitting ? 'Placing order…' : 'Place Order'}
        </Button>
      </div>
    </form>
  );
}
