import type { DeliveryPay } from '#domain/driver-deliveries/responses.ts';
import { formatMoney } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import { formatPrice } from '#web/lib/format.ts';

// The driver's money as shown, every amount in the order's currency (a stat card's in the
// currency of the driver's country).

export interface PayLine {
  label: string;
  /** As shown: "¥500", "£5.00", "-£5.00" for the tip fee. */
  amount: string;
}

/**
 * The pay breakdown shown before Accept Order and on each delivery: Base, Distance, Tip, the tip fee
 * only when one is kept (a tip above the rate card's threshold), then Total.
 */
export function payLines(pay: DeliveryPay, currency: string): { lines: PayLine[]; total: string } {
  const lines: PayLine[] = [
    { label: 'Base', amount: formatPrice(pay.base, currency) },
    { label: 'Distance', amount: formatPrice(pay.distance, currency) },
    { label: 'Tip', amount: formatPrice(pay.tip, currency) },
  ];
  const tipFee = centsOrNull(pay.tipFee);
  if (tipFee === null || tipFee !== 0) {
    lines.push({ label: 'Tip fee', amount: tipFee === null ? pay.tipFee : formatMoney(-tipFee, currency) });
  }
  return { lines, total: formatPrice(pay.total, currency) };
}

/** What the driver earns for an order ("¥1,250"): its pay's total, in the order's currency. */
export function payTotal(order: { pay: { total: string }; currency: string }): string {
  return formatPrice(order.pay.total, order.currency);
}

/** The cash the driver takes at the door ("¥3,628"), or null when the order is paid by card. */
export function cashToCollect(order: {
  paymentMethod: string;
  total: string;
  currency: string;
}): string | null {
  return order.paymentMethod === 'cash' ? formatPrice(order.total, order.currency) : null;
}

/** True when a decimal amount is above zero (the cash-in-hand card shows only then). */
export function isPositiveAmount(value: string): boolean {
  const cents = centsOrNull(value);
  return cents !== null && cents > 0;
}

/** "3.4 km" from "3.40"; null (unknown) says so. */
export function distanceText(km: string | null): string {
  if (km === null) return 'Unknown';
  const value = Number(km);
  if (km.trim() === '' || !Number.isFinite(value)) return 'Unknown';
  return `${Number(value.toFixed(1))} km`;
}
