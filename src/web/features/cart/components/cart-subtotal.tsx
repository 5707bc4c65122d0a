import { formatMoney } from '#domain/shared/currency.ts';

/** The food subtotal alone, in the cart's currency: what the drawer shows before the quote. */
export function CartSubtotal({
  subtotalCents,
  currency,
}: {
  subtotalCents: number;
  currency: string | null;
}) {
  if (!currency) return null;
  return (
    <div className="flex justify-between gap-3">
      <dt>Subtotal</dt>
      <dd data-testid="cart-subtotal">{formatMoney(subtotalCents, currency)}</dd>
    </div>
  );
}
