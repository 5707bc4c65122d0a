// What the cart sends and shows of an order: its lines as the order and quote endpoints take them,
// the quote request, and the quote's lines as the cart and checkout list them.
import type { OrderQuote } from '../ordering/responses';
import { formatMoney } from '../shared/currency';
import { centsOrNull } from '../shared/money';
import { type CartItem, lineOptionIds } from './rules';

/** One line as an order or a quote lists it (POST /api/orders, /api/orders/quote). */
export interface OrderEntry {
  readonly id: number;
  readonly name: string;
  readonly quantity: number;
  /** The unit price the cart holds with its options' deltas, as decimal text ("16.99", "980"). */
  readonly price: string;
  /** The chosen option ids (issue 37); sent only for a line that has some. */
  readonly options?: readonly number[];
}

/** The cart's lines as the order and quote endpoints take them; nothing else of a line is sent. */
export function orderEntries(items: readonly CartItem[]): OrderEntry[] {
  return items.map((line) => {
    const { id, name, quantity, price } = line;
    const options = lineOptionIds(line);
    return { id, name, quantity, price: String(price), ...(options.length > 0 ? { options } : {}) };
  });
}

/**
 * The cart's lines as POST /api/orders' `items` JSON carries them (SPEC section 7: the cart as it
 * is, extra fields stripped by the server), a line's chosen options sent as their ids (issue 37).
 */
export function cartLinesForOrder(items: readonly CartItem[]): unknown[] {
  return items.map((line) => (line.options ? { ...line, options: lineOptionIds(line) } : line));
}

/**
 * What the cart's quote is asked for (POST /api/orders/quote): the lines, the tip as decimal text
 * of the cart's currency, and the promotion code and the phone only when there are.
 */
export interface CartQuoteRequest {
  readonly restaurantId: number;
  readonly items: readonly OrderEntry[];
  readonly tip: string;
  readonly promoCode?: string;
  readonly customerPhone?: string;
  /** An order for later is priced for its time (ISO); absent for as soon as possible. */
  readonly scheduledFor?: string;
}

export function cartQuoteRequest(
  items: readonly CartItem[],
  options: {
    tip: string;
    promoCode?: string | null;
    customerPhone?: string | null;
    scheduledFor?: string | null;
  },
): CartQuoteRequest | null {
  const first = items[0];
  if (!first) return null;
  const promoCode = options.promoCode?.trim();
  const customerPhone = options.customerPhone?.trim();
  return {
    restaurantId: first.restaurantId,
    items: orderEntries(items),
    tip: options.tip,
    ...(promoCode ? { promoCode } : {}),
    ...(customerPhone ? { customerPhone } : {}),
    ...(options.scheduledFor ? { scheduledFor: options.scheduledFor } : {}),
  };
}

/** One money line of a priced cart, as the drawer and /checkout show it. */
export interface QuoteLine {
  readonly key: 'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'tip' | 'total';
  readonly label: string;
  /** Shown as it is: "¥980", "$12.50", "-$5.00" for a discount. */
  readonly amount: string;
}

/**
 * A quote's lines in the order they add up (DESIGN deviations 16 and 17): Subtotal, Discount (only
 * when there is one, named by its promotion), Delivery fee, Tax (only when it is added to the
 * prices), Tip (when asked for), Total. Tax inside the prices is said by includedTaxNote instead.
 */
export function quoteLines(quote: OrderQuote, { withTip = true } = {}): QuoteLine[] {
  const money = (text: string, sign = 1) => formatMoney(sign * (centsOrNull(text) ?? 0), quote.currency);
  const isZero = (text: string) => (centsOrNull(text) ?? 0) === 0;
  const lines: QuoteLine[] = [{ key: 'subtotal', label: 'Subtotal', amount: money(quote.subtotal) }];
  if (!isZero(quote.discount)) {
    const title = quote.promotion?.title;
    lines.push({
      key: 'discount',
      label: title ? `Discount (${title})` : 'Discount',
      amount: money(quote.discount, -1),
    });
  }
  lines.push({ key: 'deliveryFee', label: 'Delivery fee', amount: money(quote.deliveryFee) });
  if (!quote.taxIncluded && !isZero(quote.tax))
    lines.push({ key: 'tax', label: 'Tax', amount: money(quote.tax) });
  if (withTip) lines.push({ key: 'tip', label: 'Tip', amount: money(quote.tip) });
  lines.push({ key: 'total', label: 'Total', amount: money(quote.total) });
  return lines;
}

/** Under the total when the prices already hold the tax: "Includes tax of ¥89"; else null. */
export function includedTaxNote(quote: OrderQuote): string | null {
  const cents = centsOrNull(quote.tax) ?? 0;
  if (!quote.taxIncluded || cents === 0) return null;
  return `Includes tax of ${formatMoney(cents, quote.currency)}`;
}
