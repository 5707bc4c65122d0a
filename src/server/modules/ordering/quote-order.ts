import type { OrderQuoteRequest } from '#domain/ordering/requests.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { phoneRegionOfCountryName, toE164 } from '#domain/shared/phone.ts';
import { AppError } from '#server/http/app-error.ts';
import { assertOrderTime } from './opening-hours-check';
import { matchMenuItems, type PricedOrder, priceOrder } from './order-pricing';
import { promotionPicker } from './order-promotion';
import type { OrderingRepo } from './ordering.repo';
import type { PlacementRestaurants } from './placement-restaurants';

// POST /api/orders/quote: the order's money exactly as placing it would compute it, nothing stored.
// The checkout shows these lines and pays this total; placing the order prices it again and answers
// 409 amounts_changed if anything moved in between.

export async function quoteOrder(
  deps: {
    placementRestaurants: PlacementRestaurants;
    repo: Pick<OrderingRepo, 'hasOrderAt'>;
    now: () => Date;
    scheduleMinLeadMinutes: number;
  },
  input: OrderQuoteRequest,
): Promise<OrderQuote> {
  const { restaurant, menu } = await deps.placementRestaurants.get(input.restaurantId);
  if (!restaurant?.isApproved) {
    const message = 'Restaurant not found';
    throw new AppError(400, 'unknown_restaurant', message, { restaurantId: message });
  }
  // A checkout open past closing time (or holding a time no longer possible) learns it before
  // paying, as placing the order would.
  assertOrderTime(restaurant, input.scheduledFor, deps.now(), deps.scheduleMinLeadMinutes);
  // A phone not readable yet (still being typed) simply gets no first-order promotion.
  const phone = input.customerPhone
    ? toE164(input.customerPhone, phoneRegionOfCountryName(restaurant.country))
    : null;
  const pickPromotion = await promotionPicker(
    (id, e164) => deps.repo.hasOrderAt(id, e164),
    restaurant,
    phone,
    input.promoCode,
  );
  const priced = priceOrder(
    matchMenuItems(input.items, menu, restaurant.name),
    input.tip,
    restaurant,
    pickPromotion,
  );
  return quoteOf(priced);
}

/** The priced order as the quote's decimal strings. */
export function quoteOf(priced: PricedOrder): OrderQuote {
  const money = (cents: number) => moneyDecimal(cents, priced.currency);
  return {
    currency: priced.currency,
    subtotal: money(priced.subtotalCents),
    discount: money(priced.discountCents),
    deliveryFee: money(priced.deliveryFeeCents),
    tax: money(priced.taxCents),
    taxIncluded: priced.taxIncluded,
    tip: money(priced.tipCents),
    total: money(priced.totalCents),
    promotion: priced.promotion && {
      id: priced.promotion.promotion.id,
      title: priced.promotion.promotion.title,
      discount: money(priced.promotion.discountCents),
    },
  };
}
