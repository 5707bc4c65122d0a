import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { CHECKOUT_EMPTY_DESCRIPTION, CHECKOUT_EMPTY_TITLE } from '#web/features/ordering/messages.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { CheckoutForm } from './checkout-form';

/** /checkout: the full checkout for the cart, with tips and card payment (SPEC sections 2 and 9). */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { items } = useCart();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-900">Checkout</h1>
      {items.length === 0 ? (
        <StatusMessage title={CHECKOUT_EMPTY_TITLE} description={CHECKOUT_EMPTY_DESCRIPTION}>
          <Link href={paths.home} className={buttonClass('primary')}>
            Browse restaurants
          </Link>
        </StatusMessage>
      ) : (
        <CheckoutForm items={items} />
      )}
    </div>
  );
}
