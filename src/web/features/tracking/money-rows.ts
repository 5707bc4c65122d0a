import { formatAmount } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import type { PhoneOrder } from '#domain/tracking/responses.ts';

// The money of an order as the tracker and the receipt list it, in the order's currency (every
// amount through the domain's one formatter): what is added up to the total, and how it is paid.

/** The amounts every customer view of an order carries (the domain's shape, not a copy of it). */
export type OrderAmounts = Pick<
  PhoneOrder,
  'currency' | 'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'taxIncluded' | 'tip' | 'total'
>;

export interface MoneyRow {
  label: string;
  value: string;
}

const isZero = (amount: string) => (centsOrNull(amount) ?? 0) === 0;

/**
 * Subtotal, Discount (when there is one), Delivery fee, Tax, Tip, in the order they add up; the
 * total is the caller's last line. The tracker leaves out a zero tip and a tax inside the prices
 * (it says "Includes tax of ..." under the total); the receipt lists the tip always and a tax
 * inside the prices as "incl. tax".
 */
export function moneyRows(order: OrderAmounts, { receipt = false } = {}): MoneyRow[] {
  const money = (amount: string) => formatAmount(amount, order.currency);
  const rows: MoneyRow[] = [{ label: 'Subtotal', value: money(order.subtotal) }];
  if (!isZero(order.discount)) rows.push({ label: 'Discount', value: `-${money(order.discount)}` });
  rows.push({ label: 'Delivery fee', value: money(order.deliveryFee) });
  if (!order.taxIncluded && (receipt || !isZero(order.tax)))
    rows.push({ label: 'Tax', value: money(order.tax) });
  if (order.taxIncluded && receipt && !isZero(order.tax))
    rows.push({ label: 'incl. tax', value: money(order.tax) });
  if (receipt || !isZero(order.tip)) rows.push({ label: 'Tip', value: money(order.tip) });
  return rows;
}

/** The tracker's note for a tax inside the prices: "Includes tax of ¥178"; null otherwise. */
export function includedTaxNote(order: OrderAmounts): string | null {
  return order.taxIncluded && !isZero(order.tax)
    ? `Includes tax of ${formatAmount(order.tax, order.currency)}`
    : null;
}

/** "Paid by card" / "Cash on delivery": how the customer pays (the spec's two methods). */
export function paymentMethodText(paymentMethod: string): string {
  if (paymentMethod === 'card') return 'Paid by card';
  if (paymentMethod === 'cash') return 'Cash on delivery';
  return paymentMethod;
}
