import {
  computePayouts,
  DRIVER_BASE_PAY_CENTS,
  DRIVER_INCLUDED_KM,
  DRIVER_PAY_PER_KM_CENTS,
  SPEC_PAYOUT_RULES,
  TIP_FEE_CENTS,
  TIP_FEE_THRESHOLD_CENTS,
} from '#domain/order-lifecycle/payouts.ts';
import { formatMoney } from '#domain/shared/currency.ts';

// Worked payout examples for the blog, computed by the same function that pays partners, so the
// article can never disagree with the money code. They use the spec's rules, which are the rate
// card of the United States and Canada: the figures are US dollars, and the same in Canadian
// dollars. Other countries pay by their own rate card, in their own currency.

/** The currency the examples are worked in; Canada's card has the same figures in CAD. */
const EXAMPLE_CURRENCY = 'USD';

const money = (cents: number) => formatMoney(cents, EXAMPLE_CURRENCY);

/** The delivery fee of the examples: each restaurant sets its own, this is a typical one. */
const EXAMPLE_DELIVERY_FEE_CENTS = 499;

export interface PayoutExample {
  trip: string;
  lines: ReadonlyArray<readonly [label: string, amount: string]>;
  driverTotal: string;
  restaurantTotal: string;
}

function example(kind: string, subtotalCents: number, tipCents: number, distanceKm: number): PayoutExample {
  const pay = computePayouts(
    { subtotalCents, deliveryFeeCents: EXAMPLE_DELIVERY_FEE_CENTS, tipCents, distanceKm },
    SPEC_PAYOUT_RULES,
    EXAMPLE_CURRENCY,
  );
  return {
    trip: `${kind}: ${money(subtotalCents)} of food, ${distanceKm} km, ${money(tipCents)} tip`,
    lines: [
      ['Base pay', money(pay.driverBaseCents)],
      [`Distance beyond the first ${DRIVER_INCLUDED_KM} km`, money(pay.driverDistanceCents)],
      [`Tip (customer gave ${money(tipCents)})`, money(pay.driverTipCents)],
    ],
    driverTotal: money(pay.driverPayCents),
    restaurantTotal: money(pay.restaurantPayCents),
  };
}

export const PAYOUT_EXAMPLES: readonly PayoutExample[] = [
  example('A short trip', 3000, 400, 3.2),
  example('A long trip', 3000, 2500, 8.5),
];

export const FOOD_SUBTOTAL_EXAMPLE = money(3000);
export const DELIVERY_FEE_EXAMPLE = money(EXAMPLE_DELIVERY_FEE_CENTS);
export const BASE_PAY = money(DRIVER_BASE_PAY_CENTS);
export const PER_KM = money(DRIVER_PAY_PER_KM_CENTS);
export const TIP_THRESHOLD = money(TIP_FEE_THRESHOLD_CENTS);
export const TIP_FEE = money(TIP_FEE_CENTS);
