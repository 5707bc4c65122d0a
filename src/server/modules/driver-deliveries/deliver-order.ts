import {
  DELIVERY_LOCKED,
  DELIVERY_LOCKED_CODE,
  WRONG_DELIVERY_CODE,
  wrongCodeMessage,
} from '#domain/driver-deliveries/messages.ts';
import type { DeliverOrder } from '#domain/driver-deliveries/requests.ts';
import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import { SPEC_PAYOUT_RULES } from '#domain/order-lifecycle/payouts.ts';
import { payoutRulesOf } from '#domain/rate-cards/rules.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { AppError } from '#server/http/app-error.ts';
import type { OrderForChange } from '../order-lifecycle/cancel-order';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { findOrderToMove, ORDER_NOT_FOUND } from '../order-lifecycle/order-access';
import { storedOrderPayouts } from '../order-lifecycle/order-payouts';
import { rateCardForCountry } from '../order-lifecycle/order-rate-card';
import { paymentBreakdown } from '../order-lifecycle/payment-breakdown';
import { type DriverDeliveryDependencies, driverDelivery } from './delivery-action';

// POST /api/orders/{id}/deliver: on-the-way -> delivered, only with the 4-digit code the customer's
// tracker shows (proof of delivery). A wrong code counts, in the same kind of conditional UPDATE,
// so twenty parallel guesses count exactly; at the fifth the order locks until an admin helps.
// Delivery makes the money final (DESIGN section 4) and credits the driver, in the same transaction.

const locked = () => new AppError(409, DELIVERY_LOCKED_CODE, DELIVERY_LOCKED);

export async function deliverOrder(
  deps: DriverDeliveryDependencies,
  orderId: number,
  body: DeliverOrder,
  driverId: number,
): Promise<DriverDelivery> {
  const actor = { type: 'driver', id: driverId } as const;
  const order = await findOrderToMove(deps.repo, orderId, 'delivered', actor);
  if (order.deliveryCodeFailures >= DELIVERY_CODE_MAX_FAILURES) throw locked();

  const stillOpen = { driverId, codeFailuresBelow: DELIVERY_CODE_MAX_FAILURES };
  if (body.code !== order.deliveryCode) {
    await commitOrderChange(deps, {
      orderId,
      from: 'on-the-way',
      set: { deliveryCodeFailures: 'one-more' },
      still: stillOpen,
      actor,
      note: 'A wrong delivery code was entered',
    }).catch(async (error: unknown) => {
      // Matched nothing: the tries ran out meanwhile (locked), or the order moved (the 409 as is).
      const now = await deps.repo.findOrderForStatusChange(orderId);
      if ((now?.deliveryCodeFailures ?? 0) >= DELIVERY_CODE_MAX_FAILURES) throw locked();
      throw error;
    });
    const failures = (await deps.repo.findOrderForStatusChange(orderId))?.deliveryCodeFailures ?? 0;
    if (failures >= DELIVERY_CODE_MAX_FAILURES) throw locked();
    const message = wrongCodeMessage(failures, DELIVERY_CODE_MAX_FAILURES);
    throw new AppError(400, WRONG_DELIVERY_CODE, message, { code: message });
  }

  const final = await finalPayouts(deps, order);
  await commitOrderChange(
    deps,
    {
      orderId,
      from: 'on-the-way',
      to: 'delivered',
      set: {
        ...final.columns,
        ...(order.paymentMethod === 'cash' ? { paymentStatus: 'cash_collected' } : {}),
      },
      still: { ...stillOpen, deliveryCode: body.code },
      actor,
      note: 'Handed over with the delivery code',
      conflict: locked,
    },
    async (tx) => {
      await deps.deliveries.creditDelivery(
        driverId,
        {
          orderId,
          driverPay: final.columns.driverPay,
          cashCollected: order.paymentMethod === 'cash' ? order.total : null,
        },
        tx,
      );
    },
  );
  return driverDelivery(deps, orderId);
}

/**
 * The payouts recomputed from the order's amounts and the straight-line distance stored when it was
 * placed: the distance its restaurant's delivery area was checked against, so distance pay never
 * exceeds the radius. An order without a distance (its restaurant had no position) has no distance pay.
 */
async function finalPayouts(deps: DriverDeliveryDependencies, order: OrderForChange) {
  const row = await deps.deliveries.deliveryById(order.id);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  // The card of the restaurant's country as it is now, read fresh: delivery makes the pay final.
  const country = await deps.rateCards.restaurantCountryOfOrder(order.id);
  const rateCard = await rateCardForCountry(country, (code) => deps.rateCards.findRateCard(code));
  const payouts = storedOrderPayouts(row, rateCard ? payoutRulesOf(rateCard) : SPEC_PAYOUT_RULES);
  const money = (cents: number) => moneyDecimal(cents, row.currency);
  return {
    columns: {
      driverPay: money(payouts.driverPayCents),
      restaurantPay: money(payouts.restaurantPayCents),
      companyPay: money(payouts.companyPayCents),
      paymentBreakdown: JSON.stringify(
        paymentBreakdown(payouts, { estimate: false, currency: row.currency, rateCard }),
      ),
    },
  };
}
