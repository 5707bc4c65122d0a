import { DRAWER_ESTIMATED_DELIVERY } from '../../../../domain/constants';
import { toast } from '../../../components/ui/use-toast';
import { payWithNewIntent } from '../../ordering/card-confirmer';
import { MISSING_INFO_DESCRIPTION, MISSING_INFO_TITLE } from '../../ordering/details-check';
import {
  CHECK_DETAILS_TITLE,
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  ORDER_PLACED_TITLE,
  orderPlacedDescription,
  PAYMENT_FAILED_FALLBACK,
  PAYMENT_FAILED_TITLE,
} from '../../ordering/messages';
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
  switch (result.status) {
    case 'placed':
      toast({ title: ORDER_PLACED_TITLE, description: orderPlacedDescription(result.order.id) });
      order.finish();
      return;
    case 'missing-info':
      toast({ title: MISSING_INFO_TITLE, description: MISSING_INFO_DESCRIPTION });
      if (order.items.length === 0) order.setStep('cart');
      else order.showDetailErrors(result.fields);
      return;
    case 'invalid-details':
      toast({
        title: CHECK_DETAILS_TITLE,
        description: Object.values(result.fields)[0] ?? MISSING_INFO_DESCRIPTION,
      });
      order.showDetailErrors(result.fields);
      return;
    case 'payment-failed':
      toast({
        variant: 'destructive',
        title: PAYMENT_FAILED_TITLE,
        description: result.message ?? PAYMENT_FAILED_FALLBACK,
      });
      return;
    case 'order-failed':
      toast({ variant: 'destructive', title: ORDER_FAILED_TITLE, description: ORDER_FAILED_DESCRIPTION });
      return;
    case 'location-denied':
    case 'busy':
      // The drawer falls back to default coordinates, and a second press while busy is ignored.
      return;
  }
}
