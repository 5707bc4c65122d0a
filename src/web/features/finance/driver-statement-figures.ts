import type { DriverFigures } from '#domain/finance/responses.ts';
import type { Figure } from '#web/components/statement/figure-cards.tsx';
import { formatPrice } from '#web/lib/format.ts';

export const NO_DELIVERIES_TITLE = 'No deliveries in this period';
export const NO_DELIVERIES_TEXT = 'Deliveries you hand over are counted on the day they are delivered.';

/**
 * How the pay adds up. No amounts: the tip fee and where it starts are the rate card's of the
 * country the driver works in, and the Tip fees deducted card shows what was taken.
 */
export const PAY_EXPLAINED =
  'Total pay = base + distance + tips, less the fee deducted from a large tip. Cash collected is what customers paid you at the door.';

/**
 * The totals cards, in the statement's currency: Deliveries, Base pay, Distance pay, Tips, Tip
 * fees deducted, Total pay, Cash collected.
 */
export function driverTotals(totals: DriverFigures, currency: string): Figure[] {
  const money = (amount: string) => formatPrice(amount, currency);
  return [
    { label: 'Deliveries', value: String(totals.deliveries) },
    { label: 'Base pay', value: money(totals.base) },
    { label: 'Distance pay', value: money(totals.distance) },
    { label: 'Tips', value: money(totals.tip) },
    { label: 'Tip fees deducted', value: money(totals.tipFee) },
    { label: 'Total pay', value: money(totals.pay), emphasis: true },
    { label: 'Cash collected', value: money(totals.cashCollected) },
  ];
}
