import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cartQuoteRequest } from '#domain/cart/cart-requests.ts';
import type { CartItem } from '#domain/cart/rules.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { apiErrorBody } from '#web/lib/api-client.ts';
import { quoteKey, quoteOrder } from './api/quote-order';
import { PROMO_CODE_INVALID, PROMO_CODE_INVALID_CODE, QUOTE_FAILED } from './messages';
import { useDebouncedValue } from './use-debounced-value';

/** How long the order must stay put (a tip or a code being typed) before it is priced again. */
export const QUOTE_DELAY_MS = 400;

export interface OrderQuoteInput {
  items: readonly CartItem[];
  /** ISO 4217 of the cart; nothing is priced while it is unknown. */
  currency: string | null;
  /** The tip in cents; null while the typed tip is not a valid amount (nothing is priced then). */
  tipCents: number | null;
  /** A promotion code as typed; blank sends none (the best automatic promotion applies). */
  promoCode?: string;
  /**
   * The customer's phone in E.164, once it is a valid number: first-order promotions are judged for
   * it. Null leaves them out.
   */
  customerPhone?: string | null;
  /** An order for later: its time (ISO); null or absent for as soon as possible. */
  scheduledFor?: string | null;
  /** False while the delivery time is still being worked out (the picker's times loading): nothing is priced. */
  timeReady?: boolean;
}

export interface OrderQuoteState {
  /** The quote of exactly the order as it is now: what Place Order sends and pays. */
  quote: OrderQuote | null;
  /** What the summary shows: the current quote, or the last one while the next is worked out. */
  shown: OrderQuote | null;
  /** A quote for the order as it is now is on its way. */
  isUpdating: boolean;
  /** The promotion code was refused (409 promo_code_invalid): the server's words, for the field. */
  promoCodeError: string | null;
  /** The time for later was refused (400 naming scheduledFor): the server's words, for the picker. */
  scheduledForError: string | null;
  /** Any other failure, in the customer's words; null when none. */
  error: string | null;
  retry: () => void;
}

/**
 * The order priced by the server (POST /api/orders/quote), keyed on the cart lines, the tip, the
 * promotion code and the phone, asked once they have stayed put for a moment. The checkout shows
 * these lines and pays this total; placing the order prices it again (409 amounts_changed when
 * anything moved in between).
 */
export function useOrderQuote(input: OrderQuoteInput): OrderQuoteState {
  const { items, currency, tipCents, promoCode, customerPhone, scheduledFor, timeReady = true } = input;
  const request = useMemo(
    () =>
      currency !== null && tipCents !== null && timeReady
        ? cartQuoteRequest(items, {
            tip: moneyDecimal(tipCents, currency),
            promoCode,
            customerPhone,
            scheduledFor,
          })
        : null,
    [items, currency, tipCents, promoCode, customerPhone, scheduledFor, timeReady],
  );
  const settled = useDebouncedValue(request, QUOTE_DELAY_MS);
  const isSettled = JSON.stringify(settled) === JSON.stringify(request);
  const query = useQuery({
    queryKey: settled ? quoteKey(settled) : ['/api/orders/quote', 'none'],
    queryFn: () => (settled ? quoteOrder(settled) : Promise.reject(new Error('Nothing to price'))),
    enabled: settled !== null,
    // The summary keeps the last quote of this restaurant on screen while the next one comes.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === settled?.restaurantId ? previous : undefined,
  });
  const ofThisCart = query.data !== undefined && query.data.currency === currency ? query.data : null;
  const current =
    isSettled && request !== null && !query.isPlaceholderData && !query.isError && !query.isFetching;
  const failure = isSettled && request !== null ? query.error : null;
  const body = failure ? apiErrorBody(failure) : null;
  const promoRefused = body?.code === PROMO_CODE_INVALID_CODE;
  const timeRefusal = body?.fields.scheduledFor || null;
  return {
    quote: current ? ofThisCart : null,
    shown: request === null ? null : ofThisCart,
    isUpdating: request !== null && (!isSettled || query.isFetching),
    promoCodeError: promoRefused ? body?.message || body?.fields.promoCode || PROMO_CODE_INVALID : null,
    scheduledForError: timeRefusal,
    error: failure && !promoRefused && !timeRefusal ? body?.message || QUOTE_FAILED : null,
    retry: () => void query.refetch(),
  };
}
