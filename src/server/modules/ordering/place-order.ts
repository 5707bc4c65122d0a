import { deliveryReach } from '#domain/ordering/delivery-location.ts';
import { OUTSIDE_DELIVERY_AREA, outsideDeliveryAreaMessage } from '#domain/ordering/messages.ts';
import type { CreateOrder } from '#domain/ordering/requests.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { NO_RATE_CARD } from '#domain/rate-cards/rules.ts';
import { roundKm } from '#domain/shared/geo.ts';
import { INVALID_CUSTOMER_PHONE, phoneRegionOfCountryName, toE164 } from '#domain/shared/phone.ts';
import { isUniqueViolation, violatedConstraint } from '#server/db/pg-errors.ts';
import { AppError } from '#server/http/app-error.ts';
import { keyReused, ORDER_SCOPE, requestHash } from '#server/http/idempotency.ts';
import type { PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import type { HubEvent, RealtimeHub } from '#server/realtime/hub.ts';
import { toTrackedOrder } from '../order-lifecycle/customer-order-view';
import type { OrderLifecycleRepo, TrackedOrderRow } from '../order-lifecycle/order-lifecycle.repo';
import { rateCardForCountry } from '../order-lifecycle/order-rate-card';
import type { RateCardCache } from '../order-lifecycle/rate-card-cache';
import { newTrackingToken } from '../order-lifecycle/tracking-token';
import { type NewOrderRow, newOrderRow } from './new-order-row';
import { assertOrderTime } from './opening-hours-check';
import type { OrderIdBlocks } from './order-id-blocks';
import { assertClientAmountsMatch, assertMinimumOrder, matchMenuItems, priceOrder } from './order-pricing';
import { promotionPicker } from './order-promotion';
import type { OrderingRepo } from './ordering.repo';
import type { PlacementRestaurants } from './placement-restaurants';
import type { IdempotencyClaim, PlacedOrderTimes, PlacementContext } from './placement-statements.repo';
import { paymentAlreadyUsed, verifyCardPayment } from './verify-card-payment';

// POST /api/orders (SPEC section 7, DESIGN sections 4-6): load (one statement), check, price from
// the menu, verify the payment, then one statement writes the order, its first timeline event, the
// idempotency record and the live events (delivered only on commit).

export interface PlaceOrderDependencies {
  repo: OrderingRepo;
  /** The order core's reads: a replayed request answers the order's full view. */
  lifecycle: Pick<OrderLifecycleRepo, 'trackedOrderById'>;
  hub: RealtimeHub;
  payments: PaymentProvider;
  placementRestaurants: PlacementRestaurants;
  orderIds: OrderIdBlocks;
  /** The payout rules per country: the order's estimate is computed by its restaurant's card. */
  rateCards: RateCardCache;
  /** The clock opening hours are read against (tests set it). */
  now: () => Date;
  /** SCHEDULE_MIN_LEAD_MINUTES: an order for later is at least this far ahead. */
  scheduleMinLeadMinutes: number;
}

export interface PlacedOrder {
  /** The full view with the tracking token: this answer is the only one that ever carries it. */
  order: PlacedOrderResponse;
  /** True when an earlier request with the same Idempotency-Key already placed it. */
  replayed: boolean;
}

const FIRST_ORDER_DISCOUNT_KEY = 'orders_first_order_discount_key';

function firstOrderDiscountTaken(): AppError {
  const message = 'The first-order discount has already been used for this phone';
  return new AppError(
    409,
    'amounts_changed',
    'Your first-order discount is already used by another order. Please review the new total.',
    { discount: message },
  );
}

/** Thrown when a concurrent request with the same key committed first. */
class KeyTakenMeanwhile extends Error {}

export async function placeOrder(
  deps: PlaceOrderDependencies,
  input: CreateOrder,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  const hash = requestHash(input);
  const key = idempotencyKey ? { scope: ORDER_SCOPE, key: idempotencyKey, requestHash: hash } : undefined;
  try {
    const context = await loadContext(deps, input, key);
    if (context.known) {
      const replay = await replayOf(deps, context.known, hash);
      if (replay) return replay;
    }
    return await placeNewOrder(deps, input, context, key);
  } catch (error) {
    // A cash order's key is not looked up first: a retry of a placed order fails on its key (or on
    // a change since, such as the restaurant closing) and is answered here with the order it placed.
    // A request with the same key may have won a race (same key, same payment): answer with its order.
    if (key) {
      const known = await deps.repo.findIdempotencyKey(key.scope, key.key);
      const replay = known && (await replayOf(deps, known, hash));
      if (replay) return replay;
    }
    throw error;
  }
}

/**
 * A card order reads its key, restaurant, menu and id in one statement: its payment is verified and
 * captured before the write, so a retry must be recognised first. A cash order takes its
 * restaurant and menu from the placement cache and its id from this instance's block: no read.
 */
async function loadContext(
  deps: PlaceOrderDependencies,
  input: CreateOrder,
  key: IdempotencyClaim | undefined,
): Promise<PlacementContext> {
  const card = input.paymentIntentId !== undefined || input.paymentMethod === 'card';
  if (card) return deps.repo.loadPlacementContext(input.restaurantId, key);
  const [placement, orderId] = await Promise.all([
    deps.placementRestaurants.get(input.restaurantId),
    deps.orderIds.next(),
  ]);
  return { ...placement, orderId, known: null };
}

async function placeNewOrder(
  deps: PlaceOrderDependencies,
  input: CreateOrder,
  context: PlacementContext,
  key: IdempotencyClaim | undefined,
): Promise<PlacedOrder> {
  const { restaurant } = context;
  if (!restaurant?.isApproved) {
    const message = 'Restaurant not found';
    throw new AppError(400, 'unknown_restaurant', message, { restaurantId: message });
  }
  // Read in the restaurant's country and stored in E.164, the form look-ups find (decision 0028).
  const customerPhone = toE164(input.customerPhone, phoneRegionOfCountryName(restaurant.country));
  if (customerPhone === null) {
    const message = INVALID_CUSTOMER_PHONE;
    throw new AppError(400, 'invalid_input', `customerPhone: ${message}`, { customerPhone: message });
  }
  if (!restaurant.isOpen) {
    throw new AppError(409, 'restaurant_closed', `${restaurant.name} is closed right now`);
  }
  assertOrderTime(restaurant, input.scheduledFor, deps.now(), deps.scheduleMinLeadMinutes);
  // The drop-off is checked before anything is priced or paid: a refused order moves no money.
  const reach = deliveryReach(restaurant, {
    latitude: Number(input.customerLatitude),
    longitude: Number(input.customerLongitude),
  });
  if (!reach.withinArea && reach.distanceKm !== null) {
    const message = outsideDeliveryAreaMessage(
      restaurant.name,
      restaurant.deliveryRadiusKm,
      reach.distanceKm,
    );
    throw new AppError(409, OUTSIDE_DELIVERY_AREA, message);
  }

  const rateCard = await rateCardForCountry(restaurant.country, (code) => deps.rateCards.get(code));
  if (!rateCard) {
    // Only possible when a restaurant's country changed after its approval to one without a card.
    throw new AppError(409, NO_RATE_CARD, `${restaurant.name} is not taking orders yet`);
  }
  const pickPromotion = await promotionPicker(
    (id, phone) => deps.repo.hasOrderAt(id, phone),
    restaurant,
    customerPhone,
    input.promoCode,
  );
  const priced = priceOrder(
    matchMenuItems(input.items, context.menu, restaurant.name),
    input.tip,
    restaurant,
    pickPromotion,
  );
  assertMinimumOrder(priced, restaurant);
  assertClientAmountsMatch(input, priced);

  const paymentMethod = input.paymentMethod ?? (input.paymentIntentId ? 'card' : 'cash');
  if (paymentMethod === 'cash' && input.paymentIntentId) {
    const message = 'A cash order cannot carry a card payment';
    throw new AppError(400, 'invalid_input', message, { paymentIntentId: message });
  }
  const paymentIntentId =
    paymentMethod === 'card' ? await verifyCardPayment(deps, input.paymentIntentId, priced) : undefined;

  // Stored with the order (2 decimals) and the only distance its driver's pay is computed from.
  // The radius is whole km, so the rounded distance of a drop-off inside it is inside it too.
  const distanceKm = reach.distanceKm === null ? null : roundKm(reach.distanceKm);

  // Everything that could refuse the order has passed: take the authorised money now. A refused
  // order above never gets here, so its authorisation simply lapses (docs/decisions/0009).
  if (paymentIntentId) await deps.payments.captureIntent(paymentIntentId);

  const tracking = newTrackingToken();
  const order = newOrderRow({
    id: context.orderId,
    input: { ...input, customerPhone },
    priced,
    rateCard,
    paymentMethod,
    paymentIntentId,
    distanceKm,
    trackingTokenHash: tracking.hash,
  });
  const times = await writeOrder(deps, order, key).catch((error: unknown) => {
    // A race lost to an order that owns this same payment (same key or same intent) is answered by
    // the caller; anything else leaves a captured payment without an order: say which, loudly.
    if (!paymentIntentId || error instanceof AppError || error instanceof KeyTakenMeanwhile) throw error;
    throw new Error(`Payment ${paymentIntentId} was captured but its order was not stored`, { cause: error });
  });
  // The answer is built from what the statement wrote and the restaurant read before it: no read
  // after the commit. A replay reads the same order back through trackedOrderById, and a test
  // holds the two answers equal.
  const {
    customerPhoneNormalized: _digits,
    paymentIntentId: _intent,
    driverPay: _driverPay,
    restaurantPay: _restaurantPay,
    companyPay: _companyPay,
    paymentBreakdown: _breakdown,
    trackingTokenHash: _tokenHash,
    ...customerColumns
  } = order;
  const row: TrackedOrderRow = {
    ...customerColumns,
    status: order.status,
    cancelReason: null,
    driverId: null,
    actualDeliveryTime: null,
    readyBy: null,
    createdAt: times.createdAt,
    updatedAt: times.updatedAt,
    restaurantName: restaurant.name,
    restaurantAddress: restaurant.address,
    restaurantLatitude: restaurant.latitude,
    restaurantLongitude: restaurant.longitude,
    driverName: null,
    cancelledBy: null,
    refundStatus: null,
    driverVehicleType: null,
    driverVehicleNumber: null,
    reviewFood: null,
    reviewDelivery: null,
    reviewComment: null,
    reviewAt: null,
    driverLatitude: null,
    driverLongitude: null,
    driverLocationAt: null,
  };
  const timeline = [{ orderId: order.id, status: order.status, at: times.placedAt }];
  return { order: { ...toTrackedOrder(row, timeline), trackingToken: tracking.token }, replayed: false };
}

async function replayOf(
  deps: Pick<PlaceOrderDependencies, 'repo' | 'lifecycle'>,
  known: { requestHash: string; orderId: number | null },
  hash: string,
): Promise<PlacedOrder | null> {
  if (known.requestHash !== hash) throw keyReused();
  if (known.orderId === null) return null;
  const found = await deps.lifecycle.trackedOrderById(known.orderId);
  if (!found) throw AppError.notFound('Order not found');
  const tracking = newTrackingToken();
  await deps.repo.replaceTrackingToken(known.orderId, tracking.hash);
  return {
    order: { ...toTrackedOrder(found.row, found.timeline), trackingToken: tracking.token },
    replayed: true,
  };
}

/**
 * One statement writes the order, its first timeline event and its Idempotency-Key, and publishes
 * the live events on commit.
 */
async function writeOrder(
  deps: PlaceOrderDependencies,
  order: NewOrderRow,
  key: IdempotencyClaim | undefined,
): Promise<PlacedOrderTimes> {
  // A new order is at version 1: confirmed (or scheduled), with no driver.
  const placed = {
    restaurantId: order.restaurantId,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerPhoneNormalized: order.customerPhoneNormalized,
    total: order.total,
    currency: order.currency,
  };
  const state = { orderId: order.id, version: 1, status: order.status, driverId: null, placed };
  const events: HubEvent[] = [{ kind: 'order_created', ...state }];
  if (order.paymentMethod === 'card') events.push({ kind: 'payment_completed', ...state });
  const publishing = deps.hub.publishWithStatement(events);
  try {
    const times = await deps.repo.insertPlacedOrder({ order, key, notify: publishing.notify });
    if (!times) throw new KeyTakenMeanwhile();
    publishing.afterCommit();
    return times;
  } catch (error) {
    // Another order of this phone took its first-order discount a moment earlier: this one must
    // be priced again without it.
    if (isUniqueViolation(error) && violatedConstraint(error) === FIRST_ORDER_DISCOUNT_KEY) {
      throw firstOrderDiscountTaken();
    }
    // The unique index on payment_intent_id: another order took this payment a moment earlier.
    if (isUniqueViolation(error)) throw paymentAlreadyUsed();
    throw error;
  }
}
