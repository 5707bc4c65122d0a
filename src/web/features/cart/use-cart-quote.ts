import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { cartQuoteRequest } from '#domain/cart/cart-requests.ts';
import type { CartItem } from '#domain/cart/rules.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { quoteCart, quoteKey } from './api/quote-cart';

/** How long the cart must stay put before it is priced again (a few quick + clicks ask once). */
const QUOTE_DELAY_MS = 300;

export interface CartQuote {
  /** The last quote (kept on screen while the next one is worked out); null before the first. */
  quote: OrderQuote | null;
  /** A quote for the cart as it is now is on its way. */
  isUpdating: boolean;
  /** The quote failed (e.g. a dish is no longer sold); the error, for its message. */
  error: unknown;
}

/**
 * The drawer's cart priced by the server (POST /api/orders/quote): subtotal, any automatic
 * discount, the restaurant's delivery fee, tax and total in its currency, with no tip (the drawer
 * has none). Nothing is asked while the cart's currency is not known yet.
 */
export function useCartQuote(items: readonly CartItem[], currency: string | null): CartQuote {
  const request = useMemo(
    () => (currency ? cartQuoteRequest(items, { tip: moneyDecimal(0, currency) }) : null),
    [items, currency],
  );
  const [settled, setSettled] = useState(request);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(request), QUOTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [request]);
  const asked = settled ?? request;
  const query = useQuery({
    queryKey: asked ? quoteKey(asked) : ['/api/orders/quote', 'none'],
    queryFn: () => (asked ? quoteCart(asked) : Promise.reject(new Error('No cart to price'))),
    enabled: asked !== null && request !== null,
    // While the cart changes, its last quote stays on screen (never another restaurant's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === asked?.restaurantId ? previous : undefined,
  });
  const current = JSON.stringify(settled) === JSON.stringify(request);
  const quote = request !== null && query.data?.currency === currency ? query.data : null;
  return {
    quote,
    isUpdating: request !== null && (!current || query.isFetching),
    error: current ? query.error : null,
  };
}
