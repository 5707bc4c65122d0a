import {
  computePayouts,
  DRIVER_BASE_PAY_CENTS,
  DRIVER_INCLUDED_KM,
  DRIVER_PAY_PER_KM_CENTS,
  TIP_FEE_CENTS,
  TIP_FEE_THRESHOLD_CENTS,
} from '#domain/order-lifecycle/payouts.ts';
import { DELIVERY_FEE_CENTS } from '#domain/ordering/rules.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { formatDollarsShort } from '#web/features/registration/payout-rules.ts';

// Worked payout examples for the blog, computed by the same function that pays partners, so the
// article can never disagree with the money code.

export interface PayoutExample {
  trip: string;
  lines: ReadonlyArray<readonly [label: string, amount: string]>;
  driverTotal: string;
  restaurantTotal: string;
}

function example(kind: string, subtotalCents: number, tipCents: number, distanceKm: number): PayoutExample {
  const pay = computePayouts({ subtotalCents, deliveryFeeCents: DELIVERY_FEE_CENTS, tipCents, distanceKm });
  return {
    trip: `${kind}: ${formatUsd(subtotalCents)} of food, ${distanceKm} km, ${formatUsd(tipCents)} tip`,
    lines: [
      ['Base pay', formatUsd(pay.driverBaseCents)],
      [`Distance beyond the first ${DRIVER_INCLUDED_KM} km`, formatUsd(pay.driverDistanceCents)],
      [`Tip (customer gave ${formatUsd(tipCents)})`, formatUsd(pay.driverTipCents)],
    ],
    driverTotal: formatUsd(pay.driverPayCents),
    restaurantTotal: formatUsd(pay.restaurantPayCents),
  };
}

export const PAYOUT_EXAMPLES: readonly PayoutExample[] = [
  example('A short trip', 3000, 400, 3.2),
  example('A long trip', 3000, 2500, 8.5),
];

export const FOOD_SUBTOTAL_EXAMPLE = formatUsd(3000);
export const DELIVERY_FEE_TEXT = formatUsd(DELIVERY_FEE_CENTS);
export const BASE_PAY = formatUsd(DRIVER_BASE_PAY_CENTS);
export const PER_KM = formatUsd(DRIVER_PAY_PER_KM_CENTS);
export const TIP_THRESHOLD = formatDollarsShort(TIP_FEE_THRESHOLD_CENTS);
export const TIP_FEE = formatDollarsShort(TIP_FEE_CENTS);
