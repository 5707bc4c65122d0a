import type { ToastInput } from '#web/components/ui/use-toast.ts';
import { formatPrice } from '#web/lib/format.ts';

/**
 * SPEC section 7, restaurant app: the toast for each new order, word for word, the total in the
 * restaurant's currency ("Order from Mia for ¥1,280"). Without a currency (the kitchen's figures
 * could not be read) the amount is left out rather than shown in the wrong money.
 */
export function newOrderToast(
  customerName: string,
  total: string | number,
  currency: string | null,
): ToastInput {
  return {
    title: 'New Order Received!',
    description:
      currency === null
        ? `Order from ${customerName}`
        : `Order from ${customerName} for ${formatPrice(total, currency)}`,
  };
}
