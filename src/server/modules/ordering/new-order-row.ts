import { computePayouts } from '#domain/order-lifecycle/payouts.ts';
import { addedTaxCents } from '#domain/ordering/order-amounts.ts';
import type { CreateOrder } from '#domain/ordering/requests.ts';
import { payoutRulesOf, type RateCard } from '#domain/rate-cards/rules.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { paymentBreakdown } from '../order-lifecycle/payment-breakdown';
import { newDeliveryCode } from '../order-lifecycle/tracking-token';
import type { PricedOrder } from './order-pricing';

// A new order's row as placing it writes it: priced lines and amounts, the payout estimate by its
// country's rate card, the payment, and its first status (scheduled for later, or confirmed).

export type NewOrderRow = ReturnType<typeof newOrderRow>;

export function newOrderRow(placement: {
  id: number;
  input: CreateOrder;
  priced: PricedOrder;
  rateCard: RateCard;
  paymentMethod: 'card' | 'cash';
  paymentIntentId: string | undefined;
  distanceKm: number | null;
  trackingTokenHash: string;
}) {
  const { id, input, priced, rateCard, paymentMethod, paymentIntentId, distanceKm, trackingTokenHash } =
    placement;
  const scheduledFor = input.scheduledFor;
  const payouts = computePayouts(
    {
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      deliveryFeeCents: priced.deliveryFeeCents,
      addedTaxCents: addedTaxCents(priced),
      tipCents: priced.tipCents,
      // A restaurant without a position has no distance to pay for.
      distanceKm: distanceKm ?? 0,
    },
    payoutRulesOf(rateCard),
    priced.currency,
  );
  const money = (cents: number) => moneyDecimal(cents, priced.currency);
  return {
    id,
    // An order for later waits as scheduled until its restaurant's preparation lead before the time.
    status: scheduledFor ? 'scheduled' : 'confirmed',
    scheduledFor,
    restaurantId: input.restaurantId,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerPhoneNormalized: input.customerPhone,
    customerAddress: input.customerAddress,
    customerLatitude: input.customerLatitude,
    customerLongitude: input.customerLongitude,
    items: JSON.stringify(priced.lines),
    currency: priced.currency,
    subtotal: money(priced.subtotalCents),
    discount: money(priced.discountCents),
    promotionId: priced.promotion?.promotion.id ?? null,
    promotionTitle: priced.promotion?.promotion.title ?? null,
    firstOrderDiscount: priced.promotion?.promotion.firstOrderOnly ?? false,
    deliveryFee: money(priced.deliveryFeeCents),
    tax: money(priced.taxCents),
    taxIncluded: priced.taxIncluded,
    tip: money(priced.tipCents),
    total: money(priced.totalCents),
    paymentMethod,
    paymentStatus: paymentMethod === 'card' ? 'paid' : 'cash_due',
    paymentIntentId: paymentIntentId ?? null,
    estimatedDelivery: input.estimatedDelivery,
    driverPay: money(payouts.driverPayCents),
    restaurantPay: money(payouts.restaurantPayCents),
    companyPay: money(payouts.companyPayCents),
    deliveryDistance: distanceKm === null ? null : distanceKm.toFixed(2),
    paymentBreakdown: JSON.stringify(
      paymentBreakdown(payouts, { estimate: true, currency: priced.currency, rateCard }),
    ),
    trackingTokenHash,
    deliveryCode: newDeliveryCode(),
    kitchenNote: input.kitchenNote,
    deliveryInstructions: input.deliveryInstructions,
  };
}
