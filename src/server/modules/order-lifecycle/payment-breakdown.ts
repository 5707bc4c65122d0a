import type { Payouts } from '#domain/order-lifecycle/payouts.ts';
import { centsToDecimal } from '#domain/shared/money.ts';

// The stored split of an order's money (orders.payment_breakdown), in dollars, for the finance
// views: an estimate when the order is placed, final once it is delivered.

export function paymentBreakdown(payouts: Payouts, options: { estimate: boolean }) {
  const money = centsToDecimal;
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
