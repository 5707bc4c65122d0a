import type { Payouts } from '#domain/order-lifecycle/payouts.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';

// The stored split of an order's money (orders.payment_breakdown), in the order's currency, for the finance
// views: an estimate when the order is placed, final once it is delivered.

export function paymentBreakdown(payouts: Payouts, options: { estimate: boolean; currency: string }) {
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
  };
}
