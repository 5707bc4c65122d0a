import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CartItem } from '../../../domain/cart';
import { CHECKOUT_ESTIMATED_DELIVERY } from '../../../domain/constants';
import { useCheckoutGate } from '../../app/checkout-gate';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useCart } from '../../features/cart/cart-context';
import { CheckoutBlocker } from '../../features/cart/components/checkout-blocker';
import { type CardConfirmer, confirmCard } from '../../features/ordering/card-confirmer';
import { CardPaymentFields } from '../../features/ordering/components/card-payment-fields';
import { CustomerDetailsFields } from '../../features/ordering/components/customer-details-fields';
import { PaymentPendingNote } from '../../features/ordering/components/payment-pending-note';
import {
  CHECKOUT_SUCCESS_TITLE,
  checkoutSuccessDescription,
  LOCATION_DENIED,
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  PAYMENT_FAILED_FALLBACK,
  PAYMENT_FAILED_TITLE,
} from '../../features/ordering/messages';
import { orderAmounts } from '../../features/ordering/order-body';
import { orderingRuleMessage, PaymentError, serverErrorMessage } from '../../features/ordering/order-errors';
import { handlePlaceOrderResult } from '../../features/ordering/place-order-outcome';
import { orderTrackingPath } from '../../features/ordering/placed-orders';
import { useCustomerDetails } from '../../features/ordering/use-customer-details';
import { usePlaceOrder } from '../../features/ordering/use-place-order';
import { CheckoutSummary } from './checkout-summary';
import { tipAmount } from './tip-amount';
import { TipChoice, type TipSelection } from './tip-choice';
import { useCheckoutIntent } from './use-checkout-intent';

/** The /checkout form: details, tip and card, then Place Order (card only, SPEC section 7). */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const { clearCart } = useCart();
  const [, navigate] = useLocation();
  const { details, errors, focusField, changeDetail, markDetailErrors } = useCustomerDetails();
  const [tip, setTip] = useState<TipSelection>({ kind: 'preset', dollars: 0 });
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const { placeOrder, isSubmitting, hasPendingPayment } = usePlaceOrder();

  const tipResult = tipAmount(tip);
  const tipCents = tipResult.cents ?? 0;
  const amounts = orderAmounts(items, tipCents);
  const { intent, isPreparing } = useCheckoutIntent(
    amounts.totalCents,
    amounts.subtotalCents > 0 && tipResult.cents !== null,
  );
  const paymentPending = hasPendingPayment(items, tipCents);
  // A closed restaurant or a subtotal below its minimum order keeps Place Order disabled, saying why.
  const { blocker, refreshRestaurant } = useCheckoutGate(items);
  const blockerId = useId();
  const canSubmit =
    !isSubmitting && blocker === null && tipResult.cents !== null && (intent !== null || paymentPending);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const totalCents = amounts.totalCents;
    const result = await placeOrder({
      items,
      details,
      tipCents,
      estimatedDelivery: CHECKOUT_ESTIMATED_DELIVERY,
      paymentMethod: 'card',
      locationPolicy: 'denied-fails',
      pay: async (payTotal) => {
        // The intent was made for the total on screen; a mismatch would be refused by the server.
        if (!intent || payTotal !== totalCents) throw new PaymentError(PAYMENT_FAILED_FALLBACK);
        return confirmCard(confirmerRef, intent.clientSecret, details.customerName.trim());
      },
    });
    handlePlaceOrderResult(result, {
      placedToast: (order) => ({
        title: CHECKOUT_SUCCESS_TITLE,
        description: checkoutSuccessDescription(order.id),
      }),
      // SPEC section 7's phone query, plus the token that shows this device the order's full view.
      onPlaced: (order) => navigate(orderTrackingPath(details.customerPhone, order.trackingToken)),
      clearCart,
      showDetailErrors: markDetailErrors,
      // /checkout asks for the real position ('denied-fails'): a refused one stops the order.
      locationDeniedToast: {
        variant: 'destructive',
        title: PAYMENT_FAILED_TITLE,
        description: LOCATION_DENIED,
      },
      orderFailedToast: (error) => {
        const ruleMessage = orderingRuleMessage(error);
        // Refused as closed, below the minimum or with an unavailable dish: show the current state.
        if (ruleMessage) refreshRestaurant();
        return {
          variant: 'destructive',
          title: ORDER_FAILED_TITLE,
          description: ruleMessage ?? serverErrorMessage(error) ?? ORDER_FAILED_DESCRIPTION,
        };
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]"
    >
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Delivery details</CardTitle>
          </CardHeader>
          <CardContent>
            <CustomerDetailsFields
              values={details}
              onChange={changeDetail}
              errors={errors}
              focusField={focusField}
              disabled={isSubmitting}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Tip for your driver</CardTitle>
          </CardHeader>
          <CardContent>
            <TipChoice
              value={tip}
              onChange={setTip}
              error={tipResult.error}
              disabled={isSubmitting || paymentPending}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Payment</CardTitle>
          </CardHeader>
          <CardContent>
            {paymentPending ? (
              <PaymentPendingNote />
            ) : (
              <CardPaymentFields confirmerRef={confirmerRef} disabled={isSubmitting} />
            )}
          </CardContent>
        </Card>
      </div>
      <Card className="lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle>Order summary</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <CheckoutSummary items={items} amounts={amounts} />
          <CheckoutBlocker id={blockerId} message={blocker} />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!canSubmit}
            aria-describedby={blocker === null ? undefined : blockerId}
          >
            {isSubmitting ? 'Placing order…' : 'Place Order'}
          </Button>
          {isPreparing && !paymentPending ? (
            <p className="text-center text-sm text-stone-600" role="status">
              Setting up secure payment…
            </p>
          ) : null}
        </CardContent>
      </Card>
    </form>
  );
}
