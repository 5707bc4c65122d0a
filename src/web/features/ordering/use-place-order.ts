import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CartItem } from '#domain/cart/rules.ts';
import { cartItemCount } from '#domain/cart/rules.ts';
import type { PaymentMethod } from '#domain/ordering/requests.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { placeOrder as postOrder } from './api/place-order';
import { orderingKeys } from './api/query-keys';
import type { DetailsErrors } from './details-check';
import { coordinatesFor, LocationDeniedError, type LocationPolicy, requestPosition } from './geolocation';
import { attemptFingerprint, continueAttempt, type OrderAttempt, withBody } from './order-attempt';
import { buildOrderBody, type CustomerDetailsInput, orderAmounts } from './order-body';
import { PaymentError, serverErrorCode, serverErrorMessage } from './order-errors';
import { rememberPlacedOrder } from './placed-orders';

export type { DetailsErrors, DetailsField } from './details-check';

export interface PlaceOrderOptions {
  items: readonly CartItem[];
  details: CustomerDetailsInput;
  tipCents: number;
  estimatedDelivery: string;
  paymentMethod: PaymentMethod;
  locationPolicy: LocationPolicy;
  /**
   * Card orders: pays `totalCents` and resolves with the succeeded intent's id; rejects with a
   * PaymentError (or an ApiError) when the payment does not go through.
   */
  pay: (totalCents: number) => Promise<string>;
}

export type PlaceOrderResult =
  | { status: 'placed'; order: PlacedOrderResponse }
  /** Empty cart or a blank name, phone or address (SPEC section 5): nothing was sent. */
  | { status: 'missing-info'; fields: DetailsErrors }
  /** Filled in but not valid (e.g. letters in the phone): nothing was sent. */
  | { status: 'invalid-details'; fields: DetailsErrors }
  | { status: 'location-denied' }
  /** The card was not charged; `message` is the provider's, or null when it gave none. */
  | { status: 'payment-failed'; message: string | null }
  /** The order was not stored; a paid card payment stays with the attempt for the next try. */
  | { status: 'order-failed'; error: unknown }
  /** A submission is already running (double click). */
  | { status: 'busy' };

/**
 * Place Order for the drawer and /checkout: checks the details, gets the position, pays by card
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
        const { checkDetails } = await import('./details-check');
        const check = checkDetails(options.details, cartItemCount(options.items));
        if (check.status !== 'ok') return check;

        const { totalCents } = orderAmounts(options.items, options.tipCents);
        let attempt = continueAttempt(
          attemptRef.current,
          attemptFingerprint(options.items, totalCents),
          newIdempotencyKey,
        );
        remember(attempt);

        if (!attempt.coordinates) {
          try {
            const coordinates = coordinatesFor(await requestPosition(), options.locationPolicy);
            attempt = { ...attempt, coordinates };
            remember(attempt);
          } catch (error) {
            if (error instanceof LocationDeniedError) return { status: 'location-denied' };
            throw error;
          }
        }

        // A payment already taken for this cart pays this order, whatever method is now selected.
        const paymentMethod: PaymentMethod = attempt.paidIntentId ? 'card' : options.paymentMethod;
        if (paymentMethod === 'card' && !attempt.paidIntentId) {
          try {
            attempt = { ...attempt, paidIntentId: await options.pay(totalCents) };
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
          coordinates: attempt.coordinates ?? { latitude: 0, longitude: 0 },
          tipCents: options.tipCents,
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

  /** Whether a card payment for exactly this cart and tip went through without an order yet. */
  const hasPendingPayment = useCallback(
    (items: readonly CartItem[], tipCents: number) =>
      paidFingerprint !== null &&
      paidFingerprint === attemptFingerprint(items, orderAmounts(items, tipCents).totalCents),
    [paidFingerprint],
  );

  return { placeOrder, isSubmitting, hasPendingPayment };
}
