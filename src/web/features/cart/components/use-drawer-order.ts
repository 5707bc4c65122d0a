import { useCallback, useRef, useState } from 'react';
import { DRAWER_TIP } from '../../../../domain/constants';
import { toCents } from '../../../../domain/money';
import type { PaymentMethod } from '../../../../domain/schemas/order';
import type { CardConfirmer } from '../../ordering/card-confirmer';
import { type CustomerDetailsInput, EMPTY_DETAILS } from '../../ordering/order-body';
import { type DetailsErrors, type DetailsField, usePlaceOrder } from '../../ordering/use-place-order';
import { useCart } from '../cart-context';

export type DrawerStep = 'cart' | 'details' | 'payment';

/** The drawer has no tip field (SPEC section 9). */
export const DRAWER_TIP_CENTS = toCents(DRAWER_TIP);

const FIELD_ORDER: readonly DetailsField[] = ['customerName', 'customerPhone', 'customerAddress'];

/**
 * State of the drawer's checkout that must survive moving between steps and closing the drawer:
 * the details, the payment method, field errors and the order attempt inside usePlaceOrder. It is
 * state only (the header loads it on every screen); placing the order lives with the payment step,
 * which loads when it is needed.
 */
export function useDrawerOrder(setStep: (step: DrawerStep) => void) {
  const { items, clearCart } = useCart();
  const [details, setDetails] = useState<CustomerDetailsInput>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [focusField, setFocusField] = useState<DetailsField | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const placing = usePlaceOrder();

  const changeDetail = useCallback((field: DetailsField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Back to the details with the fields that need attention marked, the first one focused. */
  const showDetailErrors = useCallback(
    (fields: DetailsErrors) => {
      setErrors(fields);
      setFocusField(FIELD_ORDER.find((name) => fields[name]) ?? null);
      setStep('details');
    },
    [setStep],
  );

  /** After a placed order: empty cart, back to the first step (SPEC section 4). */
  const finish = useCallback(() => {
    clearCart();
    setErrors({});
    setFocusField(null);
    setStep('cart');
  }, [clearCart, setStep]);

  return {
    items,
    details,
    changeDetail,
    errors,
    focusField,
    showDetailErrors,
    paymentMethod,
    setPaymentMethod,
    confirmerRef,
    placeOrder: placing.placeOrder,
    isSubmitting: placing.isSubmitting,
    paymentPending: placing.hasPendingPayment(items, DRAWER_TIP_CENTS),
    finish,
    setStep,
  };
}

export type DrawerOrder = ReturnType<typeof useDrawerOrder>;
