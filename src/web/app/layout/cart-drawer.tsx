import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { CartStep } from '#web/features/cart/components/cart-step.tsx';
import { PlacedOrderLink } from '#web/features/ordering/components/drawer/placed-order-link.tsx';
import {
  type DrawerStep,
  useDrawerOrder,
} from '#web/features/ordering/components/drawer/use-drawer-order.ts';
import { useCheckoutGate } from '../checkout-gate';

// The checkout steps (and the zod schema and card fields they use) load when the drawer first
// opens, not with every customer screen.
const loadDetailsStep = () => import('#web/features/ordering/components/drawer/details-step.tsx');
const loadPaymentStep = () => import('#web/features/ordering/components/drawer/payment-step.tsx');
const DetailsStep = lazy(async () => ({ default: (await loadDetailsStep()).DetailsStep }));
const PaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).PaymentStep }));

// SPEC section 2 and 4: the drawer walks through cart, details and payment; Back goes one step down.
const STEP_TITLES: Record<DrawerStep, string> = {
  cart: 'Your Cart',
  details: 'Delivery Details',
  payment: 'Payment',
};

/**
 * The header's cart button and the drawer it opens (a Radix dialog from the right), open while the
 * cart's isOpen flag is set, so other screens can open it through the cart too. It composes two
 * features: the cart's first step, then the ordering feature's details and payment steps.
 */
export function CartDrawer() {
  const { isOpen, setCartOpen, items, clearCart } = useCart();
  const [step, setStep] = useState<DrawerStep>('cart');
  // A closed restaurant or a subtotal below its minimum order stops the cart before checkout.
  const { blocker, laterOnly, refreshRestaurant } = useCheckoutGate(items);
  // Lives here, not in a step: the details and an unfinished paid attempt outlast steps and closing.
  const order = useDrawerOrder(setStep, {
    items,
    clearCart,
    blocker,
    onRefusedByRule: refreshRestaurant,
  });

  const onOpenChange = (open: boolean) => {
    // Closing while an order is being placed would hide its outcome; it finishes first.
    if (!open && order.isSubmitting) return;
    setCartOpen(open);
    // Every visit starts at the first step.
    if (!open) setStep('cart');
  };

  useEffect(() => {
    if (!isOpen) return;
    void loadDetailsStep();
    void loadPaymentStep();
  }, [isOpen]);

  // A new step replaces the control that had focus: unless the step focused something itself,
  // focus its content, so keyboard and screen-reader users stay inside the drawer.
  const contentRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const content = contentRef.current;
    if (content && !content.contains(document.activeElement)) content.focus();
  }, [step]);

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <CartButton />
      </DialogTrigger>
      <DialogContent side="right" title={STEP_TITLES[step]}>
        <div ref={contentRef} tabIndex={-1} className="outline-none">
          {step === 'cart' ? (
            <CartStep
              onNavigate={() => onOpenChange(false)}
              onCheckout={() => setStep('details')}
              blocker={blocker}
              forLaterOnly={laterOnly}
              whenEmpty={
                order.lastPlaced ? (
                  <PlacedOrderLink order={order.lastPlaced} onNavigate={() => onOpenChange(false)} />
                ) : null
              }
            />
          ) : null}
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            {step === 'details' ? (
              <DetailsStep
                order={order}
                onBack={() => setStep('cart')}
                onContinue={() => setStep('payment')}
              />
            ) : null}
            {step === 'payment' ? <PaymentStep order={order} onBack={() => setStep('details')} /> : null}
          </Suspense>
        </div>
      </DialogContent>
    </Dialog>
  );
}
