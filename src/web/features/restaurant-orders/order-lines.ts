import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { formatMoney } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';

// An order's money as the kitchen reads it on a card, every amount in the order's own currency.

/** What one line of an order comes to ("£33.98" for 2 × 16.99 pounds, "¥1,960" for 2 × 980 yen). */
export function lineTotal(unitPrice: string, quantity: number, currency: string): string {
  const cents = centsOrNull(unitPrice);
  // An unreadable price is shown as sent rather than as a wrong amount.
  return cents === null ? unitPrice : formatMoney(cents * quantity, currency);
}

export interface AmountLine {
  key: 'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'tip' | 'total';
  label: string;
  /** As shown: "¥980", "£12.50", "-£3.00" for a discount. */
  amount: string;
}

type OrderAmounts = Pick<
  RestaurantOrder,
  'currency' | 'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'taxIncluded' | 'tip' | 'total'
>;

/**
 * The lines an order's total is made of, in the order they add up: Subtotal, Discount (only when
 * the promotion took something off), Delivery fee, Tax (when added to the prices; inside them it is
 * said by includedTaxNote), Tip (only when given), Total.
 */
export function amountLines(order: OrderAmounts): AmountLine[] {
  const cents = (text: string) => centsOrNull(text) ?? 0;
  const money = (value: number) => formatMoney(value, order.currency);
  const lines: AmountLine[] = [{ key: 'subtotal', label: 'Subtotal', amount: money(cents(order.subtotal)) }];
  if (cents(order.discount) !== 0) {
    lines.push({ key: 'discount', label: 'Discount', amount: money(-cents(order.discount)) });
  }
  lines.push({ key: 'deliveryFee', label: 'Delivery fee', amount: money(cents(order.deliveryFee)) });
  if (!order.taxIncluded && cents(order.tax) !== 0) {
    lines.push({ key: 'tax', label: 'Tax', amount: money(cents(order.tax)) });
  }
  if (cents(order.tip) !== 0) lines.push({ key: 'tip', label: 'Tip', amount: money(cents(order.tip)) });
  lines.push({ key: 'total', label: 'Total', amount: money(cents(order.total)) });
  return lines;
}

/** "Includes tax of ¥89" when the prices hold the tax; null when it is added or there is none. */
export function includedTaxNote(order: OrderAmounts): string | null {
  const tax = centsOrNull(order.tax) ?? 0;
  if (!order.taxIncluded || tax === 0) return null;
  return `Includes tax of ${formatMoney(tax, order.currency)}`;
}
