import { type CartItem, cartLineKey, lineChoicesText } from '#domain/cart/rules.ts';
import { CHECKOUT_ESTIMATED_DELIVERY } from '#domain/ordering/rules.ts';
import { formatMoney } from '#domain/shared/currency.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import { useCartChanges } from '#web/features/cart/cart-changes.ts';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { LineChangeNote } from '#web/features/cart/components/line-change-note.tsx';
import { useRestaurant } from '#web/features/catalogue/api/get-restaurant.ts';
import { OrderSummaryRows } from '#web/features/ordering/components/order-summary-rows.tsx';
import type { OrderQuoteState } from '#web/features/ordering/use-order-quote.ts';

/**
 * The restaurant, the lines and the amounts of the order about to be placed, as the server quoted
 * them in the restaurant's currency. A line whose dish changed since it was added says what
 * changed, with the button that resolves it (DESIGN deviation 15); Place Order waits for that (the
 * checkout gate).
 */
export function CheckoutSummary({
  items,
  currency,
  priced,
  scheduledText = null,
}: {
  items: readonly CartItem[];
  /** The cart's currency; null only for a moment while an old kept cart learns it. */
  currency: string | null;
  priced: OrderQuoteState;
  /** An order for later: its time ("Today at 7:15 PM") in place of the estimate. */
  scheduledText?: string | null;
}) {
  const { acceptPrice, removeItem } = useCart();
  // Opening /checkout reads the menu again, so the cart is checked against what is sold now.
  const changes = useCartChanges(items, { refresh: true });
  const first = items[0];
  // The cart keeps the name it was filled with; the restaurant's own record is the current one.
  const restaurant = useRestaurant(first?.restaurantId ?? 1, first !== undefined);
  const restaurantName = restaurant.data?.name ?? first?.restaurantName;

  return (
    <div className="space-y-4">
      {restaurantName ? (
        <p className="text-stone-600">
          From{' '}
          <span className="font-semibold text-stone-900" data-testid="checkout-restaurant">
            {restaurantName}
          </span>
        </p>
      ) : null}
      <ul aria-label="Items in your order" className="divide-y divide-stone-200 border-y border-stone-200">
        {items.map((item) => {
          const change = changes.get(cartLineKey(item));
          const choices = lineChoicesText(item);
          return (
            <li key={cartLineKey(item)} className="space-y-2 py-2">
              <div className="flex justify-between gap-3">
                <span>
                  <span className="font-semibold">{item.quantity} ×</span> {item.name}
                  {choices ? <span className="block text-sm text-stone-600">{choices}</span> : null}
                </span>
                <span className="whitespace-nowrap">
                  {currency
                    ? formatMoney(toCents(item.price) * item.quantity, currency)
                    : centsToDecimal(toCents(item.price) * item.quantity)}
                </span>
              </div>
              {change ? (
                <LineChangeNote
                  item={item}
                  change={change}
                  onAcceptPrice={acceptPrice}
                  onRemove={removeItem}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {scheduledText ? (
        <OrderSummaryRows priced={priced} estimatedDelivery={scheduledText} deliveryTerm="Scheduled for" />
      ) : (
        <OrderSummaryRows priced={priced} estimatedDelivery={CHECKOUT_ESTIMATED_DELIVERY} />
      )}
    </div>
  );
}
