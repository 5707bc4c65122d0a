import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useCart } from '../cart-context';
import { CartButton } from './cart-button';
import { CartStep } from './cart-step';

// SPEC section 2: the drawer walks through cart, details and payment. Only the cart step exists
// until ordering is built; each later step is one more entry here (and Back goes one step down).
type DrawerStep = 'cart';

const STEP_TITLES: Record<DrawerStep, string> = { cart: 'Your Cart' };

/**
 * The header's cart button and the drawer it opens (a Radix dialog from the right), open while the
 * cart's isOpen flag is set, so other screens can open it through the cart too.
 */
export function CartDrawer() {
  const { isOpen, setCartOpen } = useCart();
  const [step, setStep] = useState<DrawerStep>('cart');

  const onOpenChange = (open: boolean) => {
    setCartOpen(open);
    // Every visit starts at the first step.
    if (!open) setStep('cart');
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <CartButton />
      </DialogTrigger>
      <DialogContent side="right" title={STEP_TITLES[step]}>
        {step === 'cart' ? <CartStep onNavigate={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
