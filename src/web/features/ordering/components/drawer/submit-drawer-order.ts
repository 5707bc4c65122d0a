import type { OrderQuote } from '#domain/ordering/responses.ts';
import { DRAWER_ESTIMATED_DELIVERY } from '#domain/ordering/rules.ts';
import { payWithNewIntent } from '#web/features/ordering/card-confirmer.ts';
import {
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  ORDER_PLACED_TITLE,
  orderPlacedDescription,
} from '#web/features/ordering/messages.ts';
import { orderingRuleMessage, serverErrorCode } from '#web/features/ordering/order-errors.ts';
import { handlePlaceOrderResult } from '#web/features/ordering/place-order-outcome.ts';
import type { DrawerOrder } from './use-drawer-order';

/**
 * The drawer's Place Order (SPEC sections 5, 8, 9): the server's quote of the cart (the restaurant's
 * own delivery fee and tax, in its currency, no tip) sent and paid as it is, "25-35 min", the drop-off
 * pin the customer confirmed (without one, or with one out of reach, the details step shows why at
 * the map and nothing is sent: DESIGN deviation 14), card (paid first) or cash, then the spec's
 * toasts. An order the server refuses on an ordering rule (closed restaurant, below the minimum,
 * unavailable dish) says the server's reason.
 * After a placed order the drawer returns to its cart step (SPEC section 4), which then links to the
 * order's full tracker: the delivery code the driver will ask for is shown there.
 */
export async function submitDrawerOrder(order: DrawerOrder, quote: OrderQuote): Promise<void> {
  const result = await order.placeOrder({
    items: order.items,
    details: order.details,
    quote,
    estimatedDelivery: DRAWER_ESTIMATED_DELIVERY,
    paymentMethod: order.paymentMethod,
    dropoff: order.details.dropoff,
    restaurant: order.restaurant,
    pay: payWithNewIntent(order.confirmerRef, order.details.customerName.trim()),
  });
  handlePlaceOrderResult(result, {
    placedToast: (placed) => ({ title: ORDER_PLACED_TITLE, description: orderPlacedDescription(placed.id) }),
    onPlaced: (placed) => {
      order.setLastPlaced({
        id: placed.id,
        phone: order.details.customerPhone,
        trackingToken: placed.trackingToken,
      });
      // Remembered on this device only when the customer ticked it; the draft is done with.
      order.completeOrder();
    },
    clearCart: order.clearCart,
    afterCleared: order.reset,
    showDetailErrors: (fields, status) => {
      // Nothing to fill in for an empty cart: back to the cart itself.
      if (status === 'missing-info' && order.items.length === 0) order.setStep('cart');
      else order.showDetailErrors(fields);
    },
    showDropoffProblem: (message, { focus, fromServer }) => {
      // Refused by the server: its radius may have changed since the restaurant was read.
      if (fromServer) order.onRefusedByRule();
      if (order.items.length > 0) order.showDropoffProblem(message, focus);
    },
    orderFailedToast: (error) => {
      const ruleMessage = orderingRuleMessage(error);
      // Changed amounts too: the menu and the quote are read again and the cart flags the line.
      if (ruleMessage || serverErrorCode(error) === 'amounts_changed') order.onRefusedByRule();
      return {
        variant: 'destructive',
        title: ORDER_FAILED_TITLE,
        description: ruleMessage ?? ORDER_FAILED_DESCRIPTION,
      };
    },
  });
}
