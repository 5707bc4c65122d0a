import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CartItem } from '#domain/cart/rules.ts';
import { CHECKOUT_ESTIMATED_DELIVERY } from '#domain/ordering/rules.ts';
import { useCheckoutGate } from '#web/app/checkout-gate.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { CheckoutBlocker } from '#web/features/cart/components/checkout-blocker.tsx';
import { type CardConfirmer, confirmCard } from '#web/features/ordering/card-confirmer.ts';
import { CardPaymentFields } from '#web/features/ordering/components/card-payment-fields.tsx';
import { CustomerDetailsFields } from '#web/features/ordering/components/customer-details-fields.tsx';
import { PaymentPendingNote } from '#web/features/ordering/components/payment-pending-note.tsx';
import {
  CHECKOUT_SUCCESS_TITLE,
  checkoutSuccessDescription,
  LOCATION_DENIED,
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  PAYMENT_FAILED_FALLBACK,
  PAYMENT_FAILED_TITLE,
} from '#web/features/ordering/messages.ts';
import { orderAmounts } from '#web/features/ordering/order-body.ts';
import {
  orderingRuleMessage,
  PaymentError,
  serverErrorCode,
  serverErrorMessage,
} from '#web/features/ordering/order-errors.ts';
import { handlePlaceOrderResult } from '#web/features/ordering/place-order-outcome.ts';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { usePlaceOrder } from '#web/features/ordering/use-place-order.ts';
import { CheckoutSummary } from './checkout-summary';
import { tipAmount } from './tip-amount';
import { TipChoice, type TipSelection } from './tip-choice';
import { useCheckoutIntent } from './use-checkout-intent';

/** The /checkout form: details, tip and card, then Place Order (card only, SPEC section 7). */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const { clearCart } = useCart();
  const [, navigate] = useLocation();
  const { details, errors, focusField, changeDetail, remember, completeOrder, markDetailErrors } =
    useCustomerDetails();
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
      onPlaced: (order) => {
        // Remembered on this device only when the customer ticked it; the draft is done with.
        completeOrder();
        navigate(paths.trackedOrder(details.customerPhone, order.trackingToken));
      },
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
        // Refused as closed, below the minimum, with an unavailable dish or a changed price: show
        // the current state (a changed dish is flagged on its line).
        if (ruleMessage || serverErrorCode(error) === 'amounts_changed') refreshRestaurant();
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
              remember={remember}
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
