import type { Payouts } from '#domain/order-lifecycle/payouts.ts';
import type { RateCard } from '#domain/rate-cards/rules.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';

// The stored split of an order's money (orders.payment_breakdown), in the order's currency, for the finance
// views: an estimate when the order is placed, final once it is delivered.

export function paymentBreakdown(
  payouts: Payouts,
  options: { estimate: boolean; currency: string; rateCard?: RateCard | null },
) {
  const money = (cents: number) => moneyDecimal(cents, options.currency);
  return {
    driver: {
      base: money(payouts.driverBaseCents),
      distance: money(payouts.driverDistanceCents),
      tip: money(payouts.driverTipCents),
      total: money(payouts.driverPayCents),
    },
    restaurant: {
      deliveryFeeShare: money(payouts.restaurantDeliveryShareCents),
      total: money(payouts.restaurantPayCents),
    },
    company: { tipFee: money(payouts.tipFeeCents), total: money(payouts.companyPayCents) },
    estimate: options.estimate,
    // The card the pay was computed by, kept with the order: a later change of the country's card
    // never rewrites what this order paid.
    ...(options.rateCard ? { rateCard: options.rateCard } : {}),
  };
}
