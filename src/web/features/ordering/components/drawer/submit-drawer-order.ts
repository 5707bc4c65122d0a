import { DRAWER_ESTIMATED_DELIVERY } from '../../../../../domain/constants';
import { payWithNewIntent } from '../../card-confirmer';
import {
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  ORDER_PLACED_TITLE,
  orderPlacedDescription,
} from '../../messages';
import { handlePlaceOrderResult } from '../../place-order-outcome';
import { DRAWER_TIP_CENTS, type DrawerOrder } from './use-drawer-order';

/**
 * The drawer's Place Order (SPEC sections 5, 8, 9): fee 4.99, tip 0.00, "25-35 min", position with
 * the fallback, card (paid first) or cash, then the spec's toasts.
 */
export async function submitDrawerOrder(order: DrawerOrder): Promise<void> {
  const result = await order.placeOrder({
    items: order.items,
    details: order.details,
    tipCents: DRAWER_TIP_CENTS,
    estimatedDelivery: DRAWER_ESTIMATED_DELIVERY,
    paymentMethod: order.paymentMethod,
    locationPolicy: 'fallback',
    pay: payWithNewIntent(order.confirmerRef, order.details.customerName.trim()),
  });
  handlePlaceOrderResult(result, {
    placedToast: (placed) => ({ title: ORDER_PLACED_TITLE, description: orderPlacedDescription(placed.id) }),
    clearCart: order.clearCart,
    afterCleared: order.reset,
    showDetailErrors: (fields, status) => {
      // Nothing to fill in for an empty cart: back to the cart itself.
      if (status === 'missing-info' && order.items.length === 0) order.setStep('cart');
      else order.showDetailErrors(fields);
    },
    // The drawer falls back to default coordinates, so a refused location never stops it.
    locationDeniedToast: null,
    orderFailedToast: () => ({
      variant: 'destructive',
      title: ORDER_FAILED_TITLE,
      description: ORDER_FAILED_DESCRIPTION,
    }),
  });
}
