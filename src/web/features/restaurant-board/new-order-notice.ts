import type { ToastInput } from '../../components/ui/use-toast';
import { formatPrice } from '../../lib/format';

/** SPEC section 7, restaurant app: the toast for each new order, word for word. */
export function newOrderToast(customerName: string, total: string | number): ToastInput {
  return {
    title: 'New Order Received!',
    description: `Order from ${customerName} for ${formatPrice(total)}`,
  };
}
