import { useCallback, useRef, useState } from 'react';
import type { CartItem } from '#domain/cart/rules.ts';
import type { PaymentMethod } from '#domain/ordering/requests.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { DRAWER_TIP } from '#domain/ordering/rules.ts';
import { toCents } from '#domain/shared/money.ts';
import type { CardConfirmer } from '#web/features/ordering/card-confirmer.ts';
import type { DetailsErrors } from '#web/features/ordering/details-check.ts';
import { type DropoffPoint, useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { useDropoffMessage } from '#web/features/ordering/use-dropoff-message.ts';
import { usePlaceOrder } from '#web/features/ordering/use-place-order.ts';
import { useRestaurant } from '#web/lib/restaurant-query.ts';

export type DrawerStep = 'cart' | 'details' | 'payment';

/** The order the drawer placed last, with what opens its full tracker (delivery code included). */
export interface DrawerPlacedOrder {
  id: number;
  phone: string;
  trackingToken: string;
}

/** The drawer has no tip field (SPEC section 9). */
export const DRAWER_TIP_CENTS = toCents(DRAWER_TIP);

/** The cart the drawer orders from (the screen composing the drawer passes the cart's own). */
export interface DrawerCart {
  items: readonly CartItem[];
  clearCart: () => void;
  /** Why the cart cannot be ordered now (closed restaurant, below its minimum), or null. */
  blocker: string | null;
  /** The server refused the order on an ordering rule: the composing screen re-reads what it shows. */
  onRefusedByRule: () => void;
}

/**
 * State of the drawer's checkout that must survive moving between steps and closing the drawer:
 * the details and the drop-off pin, the payment method, field errors, what was said about the pin
 * and the order attempt inside usePlaceOrder. It is state only (the header loads it on every
 * screen); placing the order lives with the payment step, which loads when it is needed.
 */
export function useDrawerOrder(
  setStep: (step: DrawerStep) => void,
  { items, clearCart, blocker, onRefusedByRule }: DrawerCart,
) {
  const {
    details,
    errors,
    focusField,
    changeDetail,
    setDropoff,
    remember,
    completeOrder,
    markDetailErrors,
    clearDetailErrors,
  } = useCustomerDetails();
  // The cart's restaurant: the map starts there and shows its delivery area, the address search
  // stays in its country, and a pin beyond its radius is refused before anything is sent.
  const restaurantId = items[0]?.restaurantId;
  const restaurantQuery = useRestaurant(restaurantId ?? 1, restaurantId !== undefined);
  const restaurant = restaurantId === undefined ? undefined : restaurantQuery.data;
  const dropoffMessage = useDropoffMessage();
  const { clear: clearDropoffMessage, show: showDropoffMessage } = dropoffMessage;
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const placing = usePlaceOrder();
  // The drawer returns to the cart step after an order (SPEC section 4); this is what it offers
  // there: the tracker of the order just placed, where the customer finds the delivery code.
  const [lastPlaced, setLastPlaced] = useState<DrawerPlacedOrder | null>(null);

  /** Back to the details with the fields that need attention marked, the first one focused. */
  const showDetailErrors = useCallback(
    (fields: DetailsErrors) => {
      markDetailErrors(fields);
      setStep('details');
    },
    [markDetailErrors, setStep],
  );

  /** The customer placed or moved the pin: what was said about the old one no longer holds. */
  const changeDropoff = useCallback(
    (point: DropoffPoint) => {
      setDropoff(point);
      clearDropoffMessage();
    },
    [setDropoff, clearDropoffMessage],
  );

  /** Back to the details with the pin's problem shown at the map (focused when `focus`). */
  const showDropoffProblem = useCallback(
    (message: string, focus: boolean) => {
      showDropoffMessage(message, focus);
      setStep('details');
    },
    [showDropoffMessage, setStep],
  );

  /** After a placed order, once the cart is empty: back to the first step (SPEC section 4). */
  const reset = useCallback(() => {
    clearDetailErrors();
    clearDropoffMessage();
    setStep('cart');
  }, [clearDetailErrors, clearDropoffMessage, setStep]);

  return {
    items,
    clearCart,
    blocker,
    onRefusedByRule,
    details,
    changeDetail,
    setDropoff,
    errors,
    focusField,
    showDetailErrors,
    // "Remember my details on this device", and what a placed order does with the details.
    remember,
    completeOrder,
    restaurant,
    changeDropoff,
    dropoffMessage: dropoffMessage.message,
    dropoffFocusRequest: dropoffMessage.focusRequest,
    showDropoffProblem,
    paymentMethod,
    setPaymentMethod,
    confirmerRef,
    placeOrder: placing.placeOrder,
    isSubmitting: placing.isSubmitting,
    /** Whether a card payment for this cart and quote went through without an order yet. */
    hasPendingPayment: (quote: OrderQuote | null) => placing.hasPendingPayment(items, quote),
    reset,
    setStep,
    lastPlaced,
    setLastPlaced,
  };
}

export type DrawerOrder = ReturnType<typeof useDrawerOrder>;
