import type { CartQuoteRequest } from '#domain/cart/cart-requests.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * The cache key of a quote: under its restaurant's key, so whatever refreshes the restaurant (a
 * live menu or fee change, an order refused on a rule) asks for a new quote too. The ordering
 * steps key their quotes the same way, so an identical request is asked once.
 */
export const quoteKey = (request: CartQuoteRequest) =>
  ['/api/restaurants', request.restaurantId, 'quote', request] as const;

/** POST /api/orders/quote: the cart's money as placing it would charge it, in its currency. */
export async function quoteCart(request: CartQuoteRequest): Promise<OrderQuote> {
  // Loaded with the first quote, not with the app shell that holds the drawer.
  const { orderQuoteSchema } = await import('#domain/ordering/responses.ts');
  return apiCall({ method: 'POST', url: '/api/orders/quote', body: request, schema: orderQuoteSchema });
}
