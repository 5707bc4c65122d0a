import { ShoppingCart } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { useCart } from '../cart-context';

/**
 * The header's cart button; its badge counts the pieces in the cart. It is the drawer's trigger,
 * so the dialog wires its onClick and ARIA state, and focus returns here when the drawer closes.
 */
export const CartButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function CartButton(props, ref) {
    const { itemCount } = useCart();
    const label = `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
    return (
      <button
        ref={ref}
        type="button"
        {...props}
        aria-label={label}
        className="focus-ring relative inline-flex size-11 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 hover:text-stone-900"
      >
        <ShoppingCart className="size-6" aria-hidden="true" />
        {itemCount > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-strong px-1 text-xs leading-5 font-bold text-white"
          >
            {itemCount > 99 ? '99+' : itemCount}
          </span>
        ) : null}
      </button>
    );
  },
);
