import type { DriverFigures } from '#domain/finance/responses.ts';
import type { Figure } from '#web/components/statement/figure-cards.tsx';
import { formatPrice } from '#web/lib/format.ts';

export const NO_DELIVERIES_TITLE = 'No deliveries in this period';
export const NO_DELIVERIES_TEXT = 'Deliveries you hand over are counted on the day they are delivered.';
export const PAY_EXPLAINED =
  'Total pay = base + distance + tips (a tip above $20 has a $5 fee deducted). Cash collected is what customers paid you at the door.';

/** The totals cards: Deliveries, Base pay, Distance pay, Tips, Tip fees deducted, Total pay, Cash collected. */
export function driverTotals(totals: DriverFigures): Figure[] {
  return [
    { label: 'Deliveries', value: String(totals.deliveries) },
    { label: 'Base pay', value: formatPrice(totals.base) },
    { label: 'Distance pay', value: formatPrice(totals.distance) },
    { label: 'Tips', value: formatPrice(totals.tip) },
    { label: 'Tip fees deducted', value: formatPrice(totals.tipFee) },
    { label: 'Total pay', value: formatPrice(totals.pay), emphasis: true },
    { label: 'Cash collected', value: formatPrice(totals.cashCollected) },
  ];
}
