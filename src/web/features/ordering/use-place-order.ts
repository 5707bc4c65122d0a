import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CartItem } from '#domain/cart/rules.ts';
import { cartItemCount } from '#domain/cart/rules.ts';
import { CHOOSE_DELIVERY_POINT } from '#domain/ordering/messages.ts';
import type { PaymentMethod } from '#domain/ordering/requests.ts';
import type { OrderQuote, PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import type { CardCharge } from './api/create-payment-intent';
import { placeOrder as postOrder } from './api/place-order';
import { orderingKeys } from './api/query-keys';
import type { DetailsErrors } from './details-check';
import type { DropoffRestaurant } from './dropoff';
import type { Coordinates } from './geolocation';
import { attemptFingerprint, continueAttempt, type OrderAttempt, withBody } from './order-attempt';
import { buildOrderBody, type CustomerDetailsInput } from './order-body';
import { PaymentError, serverDropoffProblem, serverErrorCode, serverErrorMessage } from './order-errors';
import { rememberPlacedOrder } from './placed-orders';

export type { DetailsErrors, DetailsField } from './details-check';

export interface PlaceOrderOptions {
  items: readonly CartItem[];
  details: CustomerDetailsInput;
  /**
   * The server's quote of exactly this order (lines, tip, code): its subtotal, fee, tip and total
   * are sent, and its total is what a card pays, in its currency.
   */
  quote: OrderQuote;
  /** The promotion code the quote was made with; blank for none. */
  promoCode?: string;
  /** An order for later: the time the quote was made for (ISO); null or absent for as soon as possible. */
  scheduledFor?: string | null;
  estimatedDelivery: string;
  paymentMethod: PaymentMethod;
  /** The drop-off pin the customer confirmed on the map; null until there is one. */
  dropoff: Coordinates | null;
  /** The cart's restaurant, when known: a pin beyond its delivery area is refused before sending. */
  restaurant?: (DropoffRestaurant & { country?: string }) | null;
  /**
   * Card orders: pays the charge (the quote's total in its currency) and resolves with the
   * succeeded intent's id; rejects with a PaymentError (or an ApiError) when it does not go through.
   */
  pay: (charge: CardCharge) => Promise<string>;
}

export type PlaceOrderResult =
  | { status: 'placed'; order: PlacedOrderResponse }
  /**
   * Empty cart or a blank name, phone or address (SPEC section 5): nothing was sent. The pin's
   * problem too, when it has one, so the customer sees everything to fix at once.
   */
  | { status: 'missing-info'; fields: DetailsErrors; dropoffProblem: string | null }
  /** Filled in but not valid (e.g. letters in the phone): nothing was sent. */
  | { status: 'invalid-details'; fields: DetailsErrors; dropoffProblem: string | null }
  /**
   * No pin, or one the restaurant does not deliver to (DESIGN deviation 14): shown at the map.
   * `fromServer`: the server refused it (409 outside_delivery_area), after any card payment.
   */
  | { status: 'dropoff-problem'; message: string; fromServer: boolean }
  /** The card was not charged; `message` is the provider's, or null when it gave none. */
  | { status: 'payment-failed'; message: string | null }
  /** The order was not stored; a paid card payment stays with the attempt for the next try. */
  | { status: 'order-failed'; error: unknown }
  /** A submission is already running (double click). */
  | { status: 'busy' };

/**
 * Place Order for the drawer and /checkout: checks the details and the drop-off pin, pays by card
 * when asked, then creates the order with an Idempotency-Key. Never charges twice: a payment that
 * succeeded before the order call failed is reused by the next press while the cart and total stay
 * the same. The hook must outlive the form (it holds that attempt), so mount it above the steps.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attemptRef = useRef<OrderAttempt | null>(null);
  const busyRef = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // The fingerprint of an attempt whose payment went through without an order yet (for the UI).
  const [paidFingerprint, setPaidFingerprint] = useState<string | null>(null);

  const remember = useCallback((attempt: OrderAttempt | null) => {
    attemptRef.current = attempt;
    setPaidFingerprint(attempt?.paidIntentId ? attempt.fingerprint : null);
  }, []);

  const placeOrder = useCallback(
    async (options: PlaceOrderOptions): Promise<PlaceOrderResult> => {
      if (busyRef.current) return { status: 'busy' };
      busyRef.current = true;
      setSubmitting(true);
      try {
        // Loaded on the first press: the drawer's state (this hook) is on every screen.
        const [{ checkDetails }, { dropoffProblem }] = await Promise.all([
          import('./details-check'),
          import('./dropoff'),
        ]);
        const check = checkDetails(
          options.details,
          cartItemCount(options.items),
          options.restaurant?.country,
        );
        const pinProblem = dropoffProblem(options.dropoff, options.restaurant);
        if (check.status !== 'ok') return { ...check, dropoffProblem: pinProblem };
        // No pin (or one out of reach): nothing is asked of the browser, paid or sent.
        const dropoff = options.dropoff;
        if (pinProblem !== null || !dropoff)
          return {
            status: 'dropoff-problem',
            message: pinProblem ?? CHOOSE_DELIVERY_POINT,
            fromServer: false,
          };

        const { quote } = options;
        let attempt = continueAttempt(
          attemptRef.current,
          attemptFingerprint(options.items, quote),
          newIdempotencyKey,
        );
        remember(attempt);

        // A payment already taken for this cart pays this order, whatever method is now selected.
        const paymentMethod: PaymentMethod = attempt.paidIntentId ? 'card' : options.paymentMethod;
        if (paymentMethod === 'card' && !attempt.paidIntentId) {
          try {
            const charge = {
              restaurantId: options.items[0]?.restaurantId ?? 0,
              amount: quote.total,
              currency: quote.currency,
            };
            attempt = { ...attempt, paidIntentId: await options.pay(charge) };
            remember(attempt);
          } catch (error) {
            const message = error instanceof PaymentError ? error.message : serverErrorMessage(error);
            if (!(error instanceof PaymentError)) console.warn('Card payment failed', error);
            return { status: 'payment-failed', message };
          }
        }

        const body = buildOrderBody({
          items: options.items,
          details: options.details,
          coordinates: dropoff,
          quote,
          ...(options.promoCode ? { promoCode: options.promoCode } : {}),
          ...(options.scheduledFor ? { scheduledFor: options.scheduledFor } : {}),
          estimatedDelivery: options.estimatedDelivery,
          paymentMethod,
          ...(attempt.paidIntentId ? { paymentIntentId: attempt.paidIntentId } : {}),
        });
        attempt = withBody(attempt, JSON.stringify(body), newIdempotencyKey);
        remember(attempt);
        try {
          const order = await postOrder(body, attempt.idempotencyKey);
          remember(null);
          // The token is handed out once: this device keeps it to show the order's full view.
          rememberPlacedOrder({ orderId: order.id, trackingToken: order.trackingToken });
          void queryClient.invalidateQueries({ queryKey: orderingKeys.customerOrders });
          return { status: 'placed', order };
        } catch (error) {
          // The server found no succeeded payment behind the intent: the next try must pay anew.
          if (serverErrorCode(error) === 'payment_not_completed')
            remember({ ...attempt, paidIntentId: null });
          const refusedPin = serverDropoffProblem(error);
          if (refusedPin) return { status: 'dropoff-problem', message: refusedPin, fromServer: true };
          console.warn('Order failed', error);
          return { status: 'order-failed', error };
        }
      } catch (error) {
        // Anything unexpected (e.g. a chunk that could not load while offline): nothing was sent.
        console.warn('Order could not be placed', error);
        return { status: 'order-failed', error };
      } finally {
        busyRef.current = false;
        setSubmitting(false);
      }
    },
    [queryClient, remember],
  );

  /** Whether a card payment for exactly this cart and quoted total went through without an order yet. */
  const hasPendingPayment = useCallback(
    (items: readonly CartItem[], quote: Pick<OrderQuote, 'total' | 'currency'> | null) =>
      paidFingerprint !== null && quote !== null && paidFingerprint === attemptFingerprint(items, quote),
    [paidFingerprint],
  );

  return { placeOrder, isSubmitting, hasPendingPayment };
}
