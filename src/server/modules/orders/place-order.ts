import type { CustomerOrder } from '../../../domain/customer-order';
import { parseLatLng, routeDistanceKm } from '../../../domain/delivery-location';
import { centsToDecimal } from '../../../domain/money';
import { computePayouts } from '../../../domain/payouts';
import type { CreateOrder } from '../../../domain/schemas/order';
import { normalizePhone } from '../../../domain/schemas/order';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../payment-providers/payment-provider';
import type { RealtimeHub } from '../../realtime/hub';
import { toCustomerOrder } from './customer-order-view';
import { keyReused, ORDER_SCOPE, requestHash } from './idempotency';
import { assertClientAmountsMatch, matchMenuItems, type PricedOrder, priceOrder } from './order-pricing';
import type { OrdersRepo } from './orders.repo';
import { paymentAlreadyUsed, verifyCardPayment } from './verify-card-payment';

// POST /api/orders (SPEC section 7, DESIGN sections 4-6): load, check, price from the menu, verify
// the payment, then one transaction writes the order, its first timeline event, the idempotency
// record and the live events (delivered only on commit).

export interface PlaceOrderDependencies {
  db: Database;
  repo: OrdersRepo;
  hub: RealtimeHub;
  payments: PaymentProvider;
}

export interface PlacedOrder {
  order: CustomerOrder;
  /** True when an earlier request with the same Idempotency-Key already placed it. */
  replayed: boolean;
}

/** Thrown inside the transaction when a concurrent request with the same key committed first. */
class KeyTakenMeanwhile extends Error {}

export async function placeOrder(
  deps: PlaceOrderDependencies,
  input: CreateOrder,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  const hash = requestHash(input);
  if (idempotencyKey) {
    const replay = await replayIfKnown(deps.repo, idempotencyKey, hash);
    if (replay) return replay;
  }

  try {
    return await placeNewOrder(deps, input, idempotencyKey ? { key: idempotencyKey, hash } : undefined);
  } catch (error) {
    // A request with the same key may have won a race (same key, same payment): answer with its order.
    if (idempotencyKey) {
      const replay = await replayIfKnown(deps.repo, idempotencyKey, hash);
      if (replay) return replay;
    }
    throw error;
  }
}

async function placeNewOrder(
  deps: PlaceOrderDependencies,
  input: CreateOrder,
  idempotency: { key: string; hash: string } | undefined,
): Promise<PlacedOrder> {
  const restaurant = await deps.repo.findRestaurantForOrder(input.restaurantId);
  if (!restaurant?.isApproved) {
    const message = 'Restaurant not found';
    throw new AppError(400, 'unknown_restaurant', message, { restaurantId: message });
  }
  if (!restaurant.isOpen) {
    throw new AppError(409, 'restaurant_closed', `${restaurant.name} is closed right now`);
  }

  const menu = await deps.repo.menuOf(restaurant.id);
  const priced = priceOrder(matchMenuItems(input.items, menu, restaurant.name), input.tip);
  assertClientAmountsMatch(input, priced);

  const paymentMethod = input.paymentMethod ?? (input.paymentIntentId ? 'card' : 'cash');
  if (paymentMethod === 'cash' && input.paymentIntentId) {
    const message = 'A cash order cannot carry a card payment';
    throw new AppError(400, 'invalid_input', message, { paymentIntentId: message });
  }
  const paymentIntentId =
    paymentMethod === 'card'
      ? await verifyCardPayment(deps, input.paymentIntentId, priced.totalCents)
      : undefined;

  const distanceKm = routeDistanceKm(
    parseLatLng(restaurant.latitude, restaurant.longitude),
    parseLatLng(input.customerLatitude, input.customerLongitude),
  );

  // Everything that could refuse the order has passed: take the authorised money now. A refused
  // order above never gets here, so its authorisation simply lapses (docs/decisions/0009).
  if (paymentIntentId) await deps.payments.captureIntent(paymentIntentId);

  const written = await writeOrder(deps, {
    input,
    priced,
    paymentMethod,
    paymentIntentId,
    distanceKm,
    idempotency,
  }).catch((error: unknown) => {
    // A race lost to an order that owns this same payment (same key or same intent) is answered by
    // the caller; anything else leaves a captured payment without an order: say which, loudly.
    if (!paymentIntentId || error instanceof AppError || error instanceof KeyTakenMeanwhile) throw error;
    throw new Error(`Payment ${paymentIntentId} was captured but its order was not stored`, { cause: error });
  });
  // The answer is built from what the transaction wrote and the restaurant read before it: no read
  // after the commit. A replay reads the same order back through customerOrderById.
  const row = {
    ...written.order,
    restaurantName: restaurant.name,
    restaurantAddress: restaurant.address,
    restaurantLatitude: restaurant.latitude,
    restaurantLongitude: restaurant.longitude,
    driverName: null,
  };
  const timeline = [{ orderId: row.id, status: 'confirmed', at: written.confirmedAt }];
  return { order: toCustomerOrder(row, timeline), replayed: false };
}

async function replayIfKnown(repo: OrdersRepo, key: string, hash: string): Promise<PlacedOrder | null> {
  const known = await repo.findIdempotencyKey(ORDER_SCOPE, key);
  if (!known) return null;
  if (known.requestHash !== hash) throw keyReused();
  if (known.orderId === null) return null;
  return { order: await loadCustomerOrder(repo, known.orderId), replayed: true };
}

async function loadCustomerOrder(repo: OrdersRepo, id: number): Promise<CustomerOrder> {
  const found = await repo.customerOrderById(id);
  if (!found) throw AppError.notFound('Order not found');
  return toCustomerOrder(found.row, found.timeline);
}

interface OrderWrite {
  input: CreateOrder;
  priced: PricedOrder;
  paymentMethod: 'card' | 'cash';
  paymentIntentId: string | undefined;
  distanceKm: number | null;
  idempotency: { key: string; hash: string } | undefined;
}

async function writeOrder(deps: PlaceOrderDependencies, write: OrderWrite) {
  const { input, priced, paymentMethod, paymentIntentId, distanceKm, idempotency } = write;
  const payouts = computePayouts({
    subtotalCents: priced.subtotalCents,
    deliveryFeeCents: priced.deliveryFeeCents,
    tipCents: priced.tipCents,
    // Without a usable position the estimate assumes no distance pay; delivery finalises it.
    distanceKm: distanceKm ?? 0,
  });
  const money = centsToDecimal;

  try {
    const { order, confirmedAt, afterCommit } = await deps.db.transaction(async (tx) => {
      if (idempotency) {
        const claim = { scope: ORDER_SCOPE, key: idempotency.key, requestHash: idempotency.hash };
        if (!(await deps.repo.claimIdempotencyKey(claim, tx))) throw new KeyTakenMeanwhile();
      }
      const order = await deps.repo.insertOrder(
        {
          restaurantId: input.restaurantId,
          customerName: input.customerName,
          customerPhone: input.customerPhone,
          customerPhoneNormalized: normalizePhone(input.customerPhone),
          customerAddress: input.customerAddress,
          customerLatitude: input.customerLatitude ?? null,
          customerLongitude: input.customerLongitude ?? null,
          items: JSON.stringify(priced.lines),
          subtotal: money(priced.subtotalCents),
          deliveryFee: money(priced.deliveryFeeCents),
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
          paymentBreakdown: JSON.stringify(paymentBreakdown(payouts)),
        },
        tx,
      );
      const orderId = order.id;
      const confirmed = await deps.repo.recordOrderEvent(
        { orderId, status: 'confirmed', actorType: 'customer' },
        tx,
      );
      if (idempotency) await deps.repo.linkIdempotencyKey(ORDER_SCOPE, idempotency.key, orderId, tx);
      // A new order is at version 1: confirmed, with no driver.
      const state = { orderId, version: 1, status: 'confirmed', driverId: null };
      const notifications = [await deps.hub.publishInTransaction(tx, { kind: 'order_created', ...state })];
      if (paymentMethod === 'card') {
        notifications.push(await deps.hub.publishInTransaction(tx, { kind: 'payment_completed', ...state }));
      }
      return {
        order,
        confirmedAt: confirmed.at,
        afterCommit: () => {
          for (const notify of notifications) notify();
        },
      };
    });
    afterCommit();
    return { order, confirmedAt };
  } catch (error) {
    // The unique index on payment_intent_id: another order took this payment a moment earlier.
    if (isUniqueViolation(error)) throw paymentAlreadyUsed();
    throw error;
  }
}

/** The stored split of the money, in dollars, for the finance views. */
function paymentBreakdown(payouts: ReturnType<typeof computePayouts>) {
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
    estimate: true,
  };
}
