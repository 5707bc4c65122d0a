import { ShoppingBag } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link } from 'wouter';
import { CART_EMPTY_MESSAGE, cartLineKey } from '#domain/cart/rules.ts';
import { paths } from '#web/app/paths.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cartChangesBlocker, useCartChanges } from '../cart-changes';
import { useCart } from '../cart-context';
import { ORDER_FOR_LATER, ORDER_FOR_LATER_HINT } from '../messages';
import { CartLine } from './cart-line';
import { CartSubtotal } from './cart-subtotal';
import { CheckoutBlocker } from './checkout-blocker';

// The quoted totals (and the quote's request) load when the drawer first shows a cart, not with
// the home's script; the food subtotal stands in meanwhile.
const CartSummary = lazy(async () => ({ default: (await import('./cart-summary')).CartSummary }));

interface CartStepProps {
  /** Closes the drawer when one of its links leaves it. */
  onNavigate: () => void;
  /** Shown under an empty cart (the order just placed, with the way to its tracker). */
  whenEmpty?: ReactNode;
  /** Moves the drawer on to the details step. */
  onCheckout: () => void;
  /**
   * Why the cart cannot go on to checkout (its restaurant is closed, or the subtotal is below the
   * minimum order): shown above the disabled Checkout button. Null when it can.
   */
  blocker?: string | null;
  /**
   * Its restaurant is closed now but takes orders for later: instead of Checkout, "Order for later"
   * leads to /checkout, where a time is chosen (the blocker says when it opens).
   */
  forLaterOnly?: boolean;
}

/**
 * The drawer's first step: the lines, their quantities and the totals the server prices in the
 * restaurant's currency, then on to checkout in the drawer, or to the full /checkout page (the one
 * with tips and promotion codes).
 */
export function CartStep({
  onNavigate,
  onCheckout,
  blocker = null,
  whenEmpty = null,
  forLaterOnly = false,
}: CartStepProps) {
  const { items, totalCents, currency, updateQuantity, removeItem, clearCart, acceptPrice } = useCart();
  const blockerId = useId();
  // Opening the drawer reads the menu again: changed dishes are flagged on their lines.
  const changes = useCartChanges(items, { refresh: true });
  const blocked = blocker ?? cartChangesBlocker(changes);

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <ShoppingBag className="size-12 text-stone-400" aria-hidden="true" />
        <p className="text-lg font-semibold text-stone-900">{CART_EMPTY_MESSAGE}</p>
        <p className="text-stone-600">Add dishes from a restaurant's menu to start an order.</p>
        <Link href={paths.home} onClick={onNavigate} className={buttonClass('secondary', 'md', 'mt-2')}>
          Browse restaurants
        </Link>
        {whenEmpty}
      </div>
    );
  }

  const restaurantName = items[0]?.restaurantName;
  return (
    <div className="flex flex-col gap-4">
      {restaurantName ? (
        <p className="text-sm text-stone-600">
          From <span className="font-semibold text-stone-900">{restaurantName}</span>
        </p>
      ) : null}
      <ul aria-label="Items in your cart" className="divide-y divide-stone-200 border-y border-stone-200">
        {items.map((item) => (
          <CartLine
            key={cartLineKey(item)}
            item={item}
            onQuantityChange={updateQuantity}
            onRemove={removeItem}
            change={changes.get(cartLineKey(item))}
            onAcceptPrice={acceptPrice}
          />
        ))}
      </ul>
      <Suspense
        fallback={
          <dl className="text-stone-700">
            <CartSubtotal subtotalCents={totalCents} currency={currency} />
          </dl>
        }
      >
        <CartSummary items={items} subtotalCents={totalCents} currency={currency} />
      </Suspense>
      <div className="flex flex-col gap-2">
        <CheckoutBlocker
          id={blockerId}
          message={forLaterOnly && blocked !== null ? `${blocked}. ${ORDER_FOR_LATER_HINT}` : blocked}
        />
        {forLaterOnly ? (
          <Link
            href={paths.checkout}
            onClick={onNavigate}
            className={buttonClass('primary', 'lg', 'w-full')}
            aria-describedby={blocked === null ? undefined : blockerId}
          >
            {ORDER_FOR_LATER}
          </Link>
        ) : (
          <Button
            size="lg"
            className="w-full"
            onClick={onCheckout}
            disabled={blocked !== null}
            aria-describedby={blocked === null ? undefined : blockerId}
          >
            Checkout
          </Button>
        )}
        <Link href={paths.checkout} onClick={onNavigate} className={buttonClass('secondary', 'md', 'w-full')}>
          Go to full checkout (tip, promo code)
        </Link>
        <Button variant="ghost" onClick={clearCart}>
          Clear cart
        </Button>
      </div>
    </div>
  );
}
