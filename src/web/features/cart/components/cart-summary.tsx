import { includedTaxNote, quoteLines } from '#domain/cart/cart-requests.ts';
import type { CartItem } from '#domain/cart/rules.ts';
import { apiErrorBody } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useCartQuote } from '../use-cart-quote';
import { CartSubtotal } from './cart-subtotal';

/** Said while the server prices the cart for the first time. */
export const QUOTE_PENDING = 'Working out the delivery fee, tax and total…';
/** Said when the cart could not be priced and the server gave no reason. */
export const QUOTE_FAILED = 'The total could not be worked out right now.';

const testIds = {
  subtotal: 'cart-subtotal',
  discount: 'cart-discount',
  deliveryFee: 'cart-delivery-fee',
  tax: 'cart-tax',
  tip: 'cart-tip',
  total: 'cart-total',
} as const;

/**
 * The drawer's totals, priced by the server in the restaurant's currency: subtotal, any discount,
 * the restaurant's delivery fee, tax (a line when added, a note when included) and the total.
 * Before the first quote the food subtotal shows alone. Loaded with the drawer's first opening,
 * not with every screen.
 */
export function CartSummary({
  items,
  subtotalCents,
  currency,
}: {
  items: readonly CartItem[];
  subtotalCents: number;
  currency: string | null;
}) {
  const priced = useCartQuote(items, currency);
  const { quote } = priced;
  const failure = priced.error ? (apiErrorBody(priced.error)?.message ?? QUOTE_FAILED) : null;
  const taxNote = quote ? includedTaxNote(quote) : null;
  return (
    <div className="space-y-2 text-stone-700" aria-busy={priced.isUpdating}>
      <dl className="space-y-2">
        {quote && !failure ? (
          quoteLines(quote, { withTip: false }).map((line) => (
            <div
              key={line.key}
              className={cn(
                'flex justify-between gap-3',
                line.key === 'total' && 'border-t border-stone-200 pt-2 text-lg font-bold text-stone-900',
              )}
            >
              <dt>{line.label}</dt>
              <dd data-testid={testIds[line.key]}>{line.amount}</dd>
            </div>
          ))
        ) : (
          <CartSubtotal subtotalCents={subtotalCents} currency={currency} />
        )}
      </dl>
      {taxNote && !failure ? (
        <p className="text-right text-sm text-stone-600" data-testid="cart-tax-included">
          {taxNote}
        </p>
      ) : null}
      <div role="status" className="text-sm text-stone-600">
        {failure ?? (quote ? null : QUOTE_PENDING)}
      </div>
    </div>
  );
}
