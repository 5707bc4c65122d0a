import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CartItem } from '#domain/cart/rules.ts';
import { findCountryByName } from '#domain/countries/country-list.ts';
import type { PaymentMethod } from '#domain/ordering/requests.ts';
import { CHECKOUT_ESTIMATED_DELIVERY } from '#domain/ordering/rules.ts';
import { phoneRegionOfCountryName, toE164 } from '#domain/shared/phone.ts';
import { useCheckoutGate } from '#web/app/checkout-gate.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { CheckoutBlocker } from '#web/features/cart/components/checkout-blocker.tsx';
import type { CardCharge } from '#web/features/ordering/api/create-payment-intent.ts';
import { usePaymentConfig } from '#web/features/ordering/api/get-payment-config.ts';
import { useRateCard } from '#web/features/ordering/api/get-rate-card.ts';
import { type CardConfirmer, confirmCard } from '#web/features/ordering/card-confirmer.ts';
import { CustomerDetailsFields } from '#web/features/ordering/components/customer-details-fields.tsx';
import { DropoffPicker } from '#web/features/ordering/components/dropoff-picker.tsx';
import { OrderNotesFields } from '#web/features/ordering/components/order-notes-fields.tsx';
import {
  CHECKOUT_SUCCESS_TITLE,
  checkoutSuccessDescription,
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  PAYMENT_FAILED_FALLBACK,
  PROMO_CODE_INVALID,
  PROMO_CODE_INVALID_CODE,
} from '#web/features/ordering/messages.ts';
import {
  orderingRuleMessage,
  PaymentError,
  serverErrorCode,
  serverErrorMessage,
} from '#web/features/ordering/order-errors.ts';
import { handlePlaceOrderResult } from '#web/features/ordering/place-order-outcome.ts';
import type { DropoffPoint } from '#web/features/ordering/use-customer-details.ts';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { useDeliveryTime } from '#web/features/ordering/use-delivery-time.ts';
import { useDropoffMessage } from '#web/features/ordering/use-dropoff-message.ts';
import { useOrderQuote } from '#web/features/ordering/use-order-quote.ts';
import { usePlaceOrder } from '#web/features/ordering/use-place-order.ts';
import { apiErrorBody } from '#web/lib/api-client.ts';
import { useRestaurant } from '#web/lib/restaurant-query.ts';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryTimeCard } from './delivery-time-card';
import { PaymentCard } from './payment-card';
import { PromoCodeField } from './promo-code-field';
import { tipAmount, tipPresetCents } from './tip-amount';
import { TipCard } from './tip-card';
import { NO_TIP, type TipSelection } from './tip-choice';
import { useCheckoutIntent } from './use-checkout-intent';

/**
 * The /checkout form: details with the drop-off pin, tip, card or cash on delivery, a promotion
 * code, then Place Order. No location permission is needed: the pin is what the order is sent with
 * (DESIGN deviation 14; the spec's card-only form and its "Location access was denied" are gone).
 * The money is the server's quote in the restaurant's currency (DESIGN deviation 16): the summary
 * shows its lines, a card pays its total, and the order is sent with its amounts.
 */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const { clearCart, currency: cartCurrency } = useCart();
  const [, navigate] = useLocation();
  const { details, errors, focusField, changeDetail, setDropoff, remember, completeOrder, markDetailErrors } =
    useCustomerDetails();
  const dropoffMessage = useDropoffMessage();
  const restaurantId = items[0]?.restaurantId;
  const restaurant = useRestaurant(restaurantId ?? 1, restaurantId !== undefined).data;
  const currency = cartCurrency ?? restaurant?.currency ?? null;
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const cardUnavailable = usePaymentConfig().data?.mode === 'off';
  // The tip presets of the restaurant's country, in its currency; none until its rate card answers.
  const countryCode = restaurant ? (findCountryByName(restaurant.country)?.code ?? null) : null;
  const rateCard = useRateCard(countryCode).data;
  const tipPresets =
    currency !== null && rateCard?.currency === currency ? tipPresetCents(rateCard.tipPresets, currency) : [];
  const [tip, setTip] = useState<TipSelection>(NO_TIP);
  const [promoCode, setPromoCode] = useState('');
  // What placing the order said of the code (it may stop being valid after it was quoted).
  const [promoRefusal, setPromoRefusal] = useState<string | null>(null);
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const { placeOrder, isSubmitting, hasPendingPayment } = usePlaceOrder();

  const tipResult = currency === null ? { cents: 0 } : tipAmount(tip, currency);
  // First-order promotions are judged for the phone once it is a valid number there.
  const phone = toE164(details.customerPhone, phoneRegionOfCountryName(restaurant?.country));
  // As soon as possible, or a time for later; the quote waits until the time is known.
  const when = useDeliveryTime(restaurant);
  const priced = useOrderQuote({
    items,
    currency,
    tipCents: tipResult.cents,
    promoCode,
    customerPhone: phone,
    scheduledFor: when.scheduledFor,
    timeReady: when.ready,
  });
  const quote = priced.quote;
  const paymentPending = hasPendingPayment(items, priced.shown);
  // A card payment that went through without an order pays the retry; a server without cards
  // leaves cash only.
  const paymentMethod: PaymentMethod = paymentPending
    ? 'card'
    : cardUnavailable && chosenMethod === 'card'
      ? 'cash'
      : chosenMethod;
  // SPEC section 7's payment intent, for card orders only (cash needs none): the quote's total in
  // the restaurant's currency.
  const charge: CardCharge | null =
    quote && restaurantId !== undefined
      ? { restaurantId, amount: quote.total, currency: quote.currency }
      : null;
  const { intent, isPreparing } = useCheckoutIntent(charge, paymentMethod === 'card');
  // A closed restaurant or a subtotal below its minimum order keeps Place Order disabled, saying why.
  const { blocker, refreshRestaurant } = useCheckoutGate(items, { forLater: when.mode === 'later' });
  const blockerId = useId();
  const canSubmit =
    !isSubmitting &&
    blocker === null &&
    quote !== null &&
    (paymentMethod === 'cash' || intent !== null || paymentPending);

  const changePromoCode = (code: string) => {
    setPromoCode(code);
    setPromoRefusal(null);
  };

  const changeDropoff = (point: DropoffPoint) => {
    setDropoff(point);
    dropoffMessage.clear();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || !quote) return;
    const intentCharge = JSON.stringify(charge);
    const result = await placeOrder({
      items,
      details,
      quote,
      promoCode,
      scheduledFor: when.scheduledFor,
      estimatedDelivery: CHECKOUT_ESTIMATED_DELIVERY,
      paymentMethod,
      dropoff: details.dropoff,
      restaurant,
      pay: async (payCharge) => {
        // The intent was made for the quote on screen; a mismatch would be refused by the server.
        if (!intent || JSON.stringify(payCharge) !== intentCharge)
          throw new PaymentError(PAYMENT_FAILED_FALLBACK);
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
        const code = serverErrorCode(error);
        // The time is no longer offered (it passed, or the hours changed): said at the picker.
        const timeRefusal = apiErrorBody(error)?.fields.scheduledFor;
        if (timeRefusal) {
          when.refuse(timeRefusal);
          refreshRestaurant();
        }
        // The code was quoted but no longer holds: said at the field, and the order priced again.
        if (code === PROMO_CODE_INVALID_CODE)
          setPromoRefusal(apiErrorBody(error)?.message || PROMO_CODE_INVALID);
        // Refused as closed, below the minimum, with an unavailable dish or changed amounts: show
        // the current state (a changed dish is flagged on its line, the quote is asked again).
        if (ruleMessage || code === 'amounts_changed' || code === PROMO_CODE_INVALID_CODE)
          refreshRestaurant();
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
        <DeliveryTimeCard
          when={when}
          quoteRefusal={priced.scheduledForError}
          // Not held by a payment already taken: a refused time must be changeable to use it.
          disabled={isSubmitting}
        />
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
            <div className="mt-6">
              <OrderNotesFields
                kitchenNote={details.kitchenNote ?? ''}
                deliveryInstructions={details.deliveryInstructions ?? ''}
                onChange={changeDetail}
                errors={errors}
                focusField={focusField}
                disabled={isSubmitting}
              />
            </div>
          </CardContent>
        </Card>
        <TipCard
          currency={currency}
          presets={tipPresets}
          value={tip}
          onChange={setTip}
          error={tipResult.error}
          disabled={isSubmitting || paymentPending}
        />
        <PaymentCard
          method={paymentMethod}
          onChange={setPaymentMethod}
          confirmerRef={confirmerRef}
          paymentPending={paymentPending}
          cardUnavailable={cardUnavailable}
          submitting={isSubmitting}
        />
      </div>
      <Card className="lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle>Order summary</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <CheckoutSummary items={items} currency={currency} priced={priced} scheduledText={when.slotText} />
          <PromoCodeField
            value={promoCode}
            onChange={changePromoCode}
            error={promoRefusal ?? priced.promoCodeError}
            disabled={isSubmitting || paymentPending}
          />
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
