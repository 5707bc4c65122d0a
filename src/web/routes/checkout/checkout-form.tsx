import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CartItem } from '#domain/cart/rules.ts';
import type { PaymentMethod } from '#domain/ordering/requests.ts';
import { CHECKOUT_ESTIMATED_DELIVERY } from '#domain/ordering/rules.ts';
import { CARD_PAYMENTS_OFF } from '#domain/payments/card-payments.ts';
import { useCheckoutGate } from '#web/app/checkout-gate.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { CheckoutBlocker } from '#web/features/cart/components/checkout-blocker.tsx';
import { usePaymentConfig } from '#web/features/ordering/api/get-payment-config.ts';
import { type CardConfirmer, confirmCard } from '#web/features/ordering/card-confirmer.ts';
import { CardPaymentFields } from '#web/features/ordering/components/card-payment-fields.tsx';
import { CustomerDetailsFields } from '#web/features/ordering/components/customer-details-fields.tsx';
import { DropoffPicker } from '#web/features/ordering/components/dropoff-picker.tsx';
import { PaymentMethodChoice } from '#web/features/ordering/components/payment-method-choice.tsx';
import { PaymentPendingNote } from '#web/features/ordering/components/payment-pending-note.tsx';
import {
  CHECKOUT_SUCCESS_TITLE,
  checkoutSuccessDescription,
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  PAYMENT_FAILED_FALLBACK,
} from '#web/features/ordering/messages.ts';
import { orderAmounts } from '#web/features/ordering/order-body.ts';
import {
  orderingRuleMessage,
  PaymentError,
  serverErrorCode,
  serverErrorMessage,
} from '#web/features/ordering/order-errors.ts';
import { handlePlaceOrderResult } from '#web/features/ordering/place-order-outcome.ts';
import type { DropoffPoint } from '#web/features/ordering/use-customer-details.ts';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { useDropoffMessage } from '#web/features/ordering/use-dropoff-message.ts';
import { usePlaceOrder } from '#web/features/ordering/use-place-order.ts';
import { useRestaurant } from '#web/lib/restaurant-query.ts';
import { CheckoutSummary } from './checkout-summary';
import { tipAmount } from './tip-amount';
import { TipChoice, type TipSelection } from './tip-choice';
import { useCheckoutIntent } from './use-checkout-intent';

/**
 * The /checkout form: details with the drop-off pin, tip, card or cash on delivery, then Place
 * Order. No location permission is needed: the pin is what the order is sent with (DESIGN
 * deviation 14; the spec's card-only form and its "Location access was denied" are gone).
 */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const { clearCart } = useCart();
  const [, navigate] = useLocation();
  const { details, errors, focusField, changeDetail, setDropoff, remember, completeOrder, markDetailErrors } =
    useCustomerDetails();
  const dropoffMessage = useDropoffMessage();
  const restaurantId = items[0]?.restaurantId;
  const restaurant = useRestaurant(restaurantId ?? 1, restaurantId !== undefined).data;
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const cardUnavailable = usePaymentConfig().data?.mode === 'off';
  const [tip, setTip] = useState<TipSelection>({ kind: 'preset', dollars: 0 });
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const { placeOrder, isSubmitting, hasPendingPayment } = usePlaceOrder();

  const tipResult = tipAmount(tip);
  const tipCents = tipResult.cents ?? 0;
  const amounts = orderAmounts(items, tipCents);
  const paymentPending = hasPendingPayment(items, tipCents);
  // A card payment that went through without an order pays the retry; a server without cards
  // leaves cash only.
  const paymentMethod: PaymentMethod = paymentPending
    ? 'card'
    : cardUnavailable && chosenMethod === 'card'
      ? 'cash'
      : chosenMethod;
  // SPEC section 7's payment intent, for card orders only: cash needs none.
  const { intent, isPreparing } = useCheckoutIntent(
    amounts.totalCents,
    paymentMethod === 'card' && amounts.subtotalCents > 0 && tipResult.cents !== null,
  );
  // A closed restaurant or a subtotal below its minimum order keeps Place Order disabled, saying why.
  const { blocker, refreshRestaurant } = useCheckoutGate(items);
  const blockerId = useId();
  const canSubmit =
    !isSubmitting &&
    blocker === null &&
    tipResult.cents !== null &&
    (paymentMethod === 'cash' || intent !== null || paymentPending);

  const changeDropoff = (point: DropoffPoint) => {
    setDropoff(point);
    dropoffMessage.clear();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const totalCents = amounts.totalCents;
    const result = await placeOrder({
      items,
      details,
      tipCents,
      estimatedDelivery: CHECKOUT_ESTIMATED_DELIVERY,
      paymentMethod,
      dropoff: details.dropoff,
      restaurant,
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
      showDropoffProblem: (message, { focus, fromServer }) => {
        // Refused by the server: its radius may have changed since the restaurant was read.
        if (fromServer) refreshRestaurant();
        dropoffMessage.show(message, focus);
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
            <div className="mt-6">
              <DropoffPicker
                pin={details.dropoff}
                onPinChange={changeDropoff}
                restaurant={restaurant}
                address={details.customerAddress}
                onAddressChange={(address) => changeDetail('customerAddress', address)}
                message={dropoffMessage.message}
                focusRequest={dropoffMessage.focusRequest}
                disabled={isSubmitting}
              />
            </div>
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
          <CardContent className="space-y-4">
            <PaymentMethodChoice
              value={paymentMethod}
              onChange={setPaymentMethod}
              disabled={isSubmitting || paymentPending}
              cardUnavailable={cardUnavailable}
            />
            {paymentPending ? (
              <PaymentPendingNote />
            ) : paymentMethod === 'card' ? (
              <CardPaymentFields confirmerRef={confirmerRef} disabled={isSubmitting} />
            ) : (
              <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
                {cardUnavailable ? `${CARD_PAYMENTS_OFF} ` : ''}Pay the driver in cash when your order
                arrives.
              </p>
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
          {isPreparing && !paymentPending && paymentMethod === 'card' ? (
            <p className="text-center text-sm text-stone-600" role="status">
              Setting up secure payment…
            </p>
          ) : null}
        </CardContent>
      </Card>
    </form>
  );
}
