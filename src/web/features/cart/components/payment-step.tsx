import type { FormEvent } from 'react';
import { DRAWER_ESTIMATED_DELIVERY } from '../../../../domain/constants';
import { Button } from '../../../components/ui/button';
import { CardPaymentFields } from '../../ordering/components/card-payment-fields';
import { OrderSummaryRows } from '../../ordering/components/order-summary-rows';
import { PaymentMethodChoice } from '../../ordering/components/payment-method-choice';
import { orderAmounts } from '../../ordering/order-body';
import { submitDrawerOrder } from './submit-drawer-order';
import { DRAWER_TIP_CENTS, type DrawerOrder } from './use-drawer-order';

interface PaymentStepProps {
  order: DrawerOrder;
  onBack: () => void;
}

/** The drawer's last step: the amounts, card or cash on delivery, and Place Order. */
export function PaymentStep({ order, onBack }: PaymentStepProps) {
  const amounts = orderAmounts(order.items, DRAWER_TIP_CENTS);
  // A card payment that went through without an order pays the retry: no switching to cash then.
  const method = order.paymentPending ? 'card' : order.paymentMethod;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitDrawerOrder(order);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-busy={order.isSubmitting}>
      <OrderSummaryRows amounts={amounts} estimatedDelivery={DRAWER_ESTIMATED_DELIVERY} />
      <PaymentMethodChoice
        value={method}
        onChange={order.setPaymentMethod}
        disabled={order.isSubmitting || order.paymentPending}
      />
      {order.paymentPending ? (
        <p
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950"
        >
          Your card payment went through, but the order was not placed. Place Order again to finish: you will
          not be charged twice.
        </p>
      ) : method === 'card' ? (
        <CardPaymentFields confirmerRef={order.confirmerRef} disabled={order.isSubmitting} />
      ) : (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
          Pay the driver in cash when your order arrives.
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} className="flex-1" disabled={order.isSubmitting}>
          Back
        </Button>
        <Button type="submit" className="flex-1" disabled={order.isSubmitting}>
          {order.isSubmitting ? 'Placing order…' : 'Place Order'}
        </Button>
      </div>
    </form>
  );
}
