import type { DeliveryPay } from '#domain/driver-deliveries/responses.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import { formatPrice } from '#web/lib/format.ts';

export interface PayLine {
  label: string;
  /** As shown: "$5.00", "-$5.00" for the tip fee. */
  amount: string;
}

/**
 * The pay breakdown shown before Accept Order and on each delivery: Base, Distance, Tip, the tip fee
 * only when one is kept (a tip above $20), then Total.
 */
export function payLines(pay: DeliveryPay): { lines: PayLine[]; total: string } {
  const lines: PayLine[] = [
    { label: 'Base', amount: formatPrice(pay.base) },
    { label: 'Distance', amount: formatPrice(pay.distance) },
    { label: 'Tip', amount: formatPrice(pay.tip) },
  ];
  const tipFee = centsOrNull(pay.tipFee);
  if (tipFee === null || tipFee !== 0) {
    lines.push({ label: 'Tip fee', amount: tipFee === null ? pay.tipFee : `-${formatPrice(pay.tipFee)}` });
  }
  return { lines, total: formatPrice(pay.total) };
}

/** The cash the driver takes at the door ("$31.90"), or null when the order is paid by card. */
export function cashToCollect(order: { paymentMethod: string; total: string }): string | null {
  return order.paymentMethod === 'cash' ? formatPrice(order.total) : null;
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
