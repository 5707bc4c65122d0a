import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import { orderAmounts } from '#domain/ordering/order-amounts.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { moneyDecimal, percentOfMoney } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { type FetchCall, jsonResponse } from '../../support/render';

// POST /api/orders/quote as the server answers it, for the web tests: the lines priced from the
// given menu (409 item_unavailable for a dish no longer sold), the restaurant's own fee and tax in
// its currency (the domain's orderAmounts, as the server uses), and a promotion code that is either
// one of `promotions` or refused with 409 promo_code_invalid.

export interface TestPromotion {
  code: string;
  title: string;
  /** Percent off the food. */
  percent: number;
}

export const PROMO_REFUSAL = {
  code: 'promo_code_invalid',
  message: 'This code is not valid for this order',
  fields: { promoCode: 'This code is not valid for this order' },
};

/** The quote's answer to `call`, or null when `call` is not a quote. */
export function quoteAnswer(
  call: FetchCall,
  restaurant: Restaurant,
  menu: readonly MenuItem[],
  promotions: readonly TestPromotion[] = [],
): Response | null {
  if (call.method !== 'POST' || call.url !== '/api/orders/quote') return null;
  const body = call.body as {
    items: { id: number; quantity: number }[];
    tip: string;
    promoCode?: string;
  };
  for (const entry of body.items) {
    const dish = menu.find((item) => item.id === entry.id);
    if (!dish) return jsonResponse({ code: 'unknown_item', message: 'Not on the menu' }, 400);
    if (!dish.isAvailable) {
      const message = `${dish.name} is not available right now`;
      return jsonResponse({ code: 'item_unavailable', message, fields: { items: message } }, 409);
    }
  }
  const promotion = body.promoCode ? promotions.find((p) => p.code === body.promoCode) : undefined;
  if (body.promoCode && !promotion) return jsonResponse(PROMO_REFUSAL, 409);
  const currency = restaurant.currency;
  const subtotalCents = body.items.reduce((sum, entry) => {
    const dish = menu.find((item) => item.id === entry.id);
    return sum + (dish ? toCents(dish.price) * entry.quantity : 0);
  }, 0);
  const discountCents = promotion ? percentOfMoney(subtotalCents, promotion.percent, currency) : 0;
  const amounts = orderAmounts({
    currency,
    subtotalCents,
    discountCents,
    deliveryFeeCents: toCents(restaurant.deliveryFee),
    tipCents: toCents(body.tip),
    taxRate: restaurant.taxRate,
    pricesIncludeTax: restaurant.pricesIncludeTax,
  });
  const money = (cents: number) => moneyDecimal(cents, currency);
  const quote: OrderQuote = {
    currency,
    subtotal: money(amounts.subtotalCents),
    discount: money(amounts.discountCents),
    deliveryFee: money(amounts.deliveryFeeCents),
    tax: money(amounts.taxCents),
    taxIncluded: amounts.taxIncluded,
    tip: money(amounts.tipCents),
    total: money(amounts.totalCents),
    promotion: promotion ? { id: 1, title: promotion.title, discount: money(amounts.discountCents) } : null,
  };
  return jsonResponse(quote);
}
