import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { CART_EMPTY_MESSAGE } from '#domain/cart/rules.ts';
import { DELIVERY_FEE_CENTS } from '#domain/ordering/rules.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { paths } from '#web/app/paths.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cartChangesBlocker, useCartChanges } from '../cart-changes';
import { useCart } from '../cart-context';
import { CartLine } from './cart-line';
import { CheckoutBlocker } from './checkout-blocker';

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
}

/**
 * The drawer's first step: the lines, their quantities and the totals, then on to checkout in the
 * drawer, or to the full /checkout page (the one with tips).
 */
export function CartStep({ onNavigate, onCheckout, blocker = null, whenEmpty = null }: CartStepProps) {
  const { items, totalCents, updateQuantity, removeItem, clearCart, acceptPrice } = useCart();
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
            key={item.id}
            item={item}
            onQuantityChange={updateQuantity}
            onRemove={removeItem}
            change={changes.get(item.id)}
            onAcceptPrice={acceptPrice}
          />
        ))}
      </ul>
      <dl className="space-y-2 text-stone-700">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatUsd(totalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery fee</dt>
          <dd>{formatUsd(DELIVERY_FEE_CENTS)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatUsd(totalCents + DELIVERY_FEE_CENTS)}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2">
        <CheckoutBlocker id={blockerId} message={blocked} />
        <Button
          size="lg"
          className="w-full"
          onClick={onCheckout}
          disabled={blocked !== null}
          aria-describedby={blocked === null ? undefined : blockerId}
        >
          Checkout
        </Button>
        <Link href={paths.checkout} onClick={onNavigate} className={buttonClass('secondary', 'md', 'w-full')}>
          Go to full checkout (add a tip)
        </Link>
        <Button variant="ghost" onClick={clearCart}>
          Clear cart
        </Button>
      </div>
    </div>
  );
}
