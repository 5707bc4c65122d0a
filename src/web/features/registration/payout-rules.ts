import {
  DRIVER_AVERAGE_EARNINGS_PER_HOUR,
  DRIVER_BASE_PAY_CENTS,
  DRIVER_INCLUDED_KM,
  DRIVER_PAY_PER_KM_CENTS,
  RESTAURANT_COMMISSION_PERCENT,
  RESTAURANT_DELIVERY_FEE_SHARE_PERCENT,
  TIP_FEE_CENTS,
  TIP_FEE_THRESHOLD_CENTS,
} from '#domain/order-lifecycle/payouts.ts';
import { formatUsd } from '#domain/shared/money.ts';

// The partner payout rules of SPEC section 1, written from the same constants the payout
// calculation uses, so the sign-up pages can never promise something the money code does not do.

export interface PayoutRule {
  title: string;
  detail: string;
}

/** Whole amounts without cents, as the spec writes tip thresholds: 2000 -> "$20", 499 -> "$4.99". */
export function formatDollarsShort(cents: number): string {
  const text = formatUsd(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

export function driverPayoutRules(): PayoutRule[] {
  const threshold = formatDollarsShort(TIP_FEE_THRESHOLD_CENTS);
  return [
    {
      title: 'Per delivery',
      detail: `${formatUsd(DRIVER_BASE_PAY_CENTS)} base per delivery plus ${formatUsd(DRIVER_PAY_PER_KM_CENTS)} per km beyond ${DRIVER_INCLUDED_KM} km.`,
    },
    {
      title: 'Tips',
      detail: `Tips up to ${threshold} go fully to the driver; on tips above ${threshold} a ${formatDollarsShort(TIP_FEE_CENTS)} fee is deducted.`,
    },
    {
      title: 'Average earnings',
      detail: `${DRIVER_AVERAGE_EARNINGS_PER_HOUR} per hour.`,
    },
  ];
}

export function restaurantPayoutRules(): PayoutRule[] {
  return [
    {
      title: 'Food sales',
      detail: `Keep ${100 - RESTAURANT_COMMISSION_PERCENT}% of food sales.`,
    },
    {
      title: 'Delivery fee',
      detail: `Plus ${RESTAURANT_DELIVERY_FEE_SHARE_PERCENT}% of the delivery fee.`,
    },
    {
      title: 'Commission',
      detail:
        RESTAURANT_COMMISSION_PERCENT === 0
          ? 'No commission.'
          : `${RESTAURANT_COMMISSION_PERCENT}% commission.`,
    },
  ];
}
