import type { ToastInput } from '#web/components/ui/use-toast.ts';
import { formatPrice } from '#web/lib/format.ts';

/** SPEC section 7, restaurant app: the toast for each new order, word for word. */
export function newOrderToast(customerName: string, total: string | number): ToastInput {
  return {
    title: 'New Order Received!',
    description: `Order from ${customerName} for ${formatPrice(total)}`,
  };
}
