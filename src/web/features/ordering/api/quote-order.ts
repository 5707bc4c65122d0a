import type { CartQuoteRequest } from '#domain/cart/cart-requests.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * The cache key of a quote: under its restaurant's key, so whatever refreshes the restaurant (a
 * live menu or fee change, an order refused on a rule or on changed amounts) prices the order
 * again. The cart step keys its quotes the same way, so an identical request is asked once.
 */
export const quoteKey = (request: CartQuoteRequest) =>
  ['/api/restaurants', request.restaurantId, 'quote', request] as const;

/**
 * POST /api/orders/quote: the order's money exactly as placing it would compute it (subtotal,
 * discount, the restaurant's delivery fee, tax, tip, total) in the restaurant's currency.
 */
export async function quoteOrder(request: CartQuoteRequest): Promise<OrderQuote> {
  // Loaded with the first quote: the schema brings zod, which the app shell does without.
  const { orderQuoteSchema } = await import('#domain/ordering/responses.ts');
  return apiCall({ method: 'POST', url: '/api/orders/quote', body: request, schema: orderQuoteSchema });
}
