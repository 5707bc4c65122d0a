import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CartItem } from '../../../domain/cart';
import { CHECKOUT_ESTIMATED_DELIVERY } from '../../../domain/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { useCart } from '../../features/cart/cart-context';
import { type CardConfirmer, confirmCard } from '../../features/ordering/card-confirmer';
import { CardPaymentFields } from '../../features/ordering/components/card-payment-fields';
import { CustomerDetailsFields } from '../../features/ordering/components/customer-details-fields';
import { MISSING_INFO_DESCRIPTION, MISSING_INFO_TITLE } from '../../features/ordering/details-check';
import {
  CHECK_DETAILS_TITLE,
  CHECKOUT_SUCCESS_TITLE,
  checkoutSuccessDescription,
  LOCATION_DENIED,
  ORDER_FAILED_DESCRIPTION,
  ORDER_FAILED_TITLE,
  PAYMENT_FAILED_FALLBACK,
  PAYMENT_FAILED_TITLE,
} from '../../features/ordering/messages';
import { type CustomerDetailsInput, EMPTY_DETAILS, orderAmounts } from '../../features/ordering/order-body';
import { PaymentError, serverErrorMessage } from '../../features/ordering/order-errors';
import {
  type DetailsErrors,
  type DetailsField,
  usePlaceOrder,
} from '../../features/ordering/use-place-order';
import { CheckoutSummary } from './checkout-summary';
import { tipAmount } from './tip-amount';
import { TipChoice, type TipSelection } from './tip-choice';
import { useCheckoutIntent } from './use-checkout-intent';

const FIELD_ORDER: readonly DetailsField[] = ['customerName', 'customerPhone', 'customerAddress'];

/** The /checkout form: details, tip and card, then Place Order (card only, SPEC section 7). */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const { clearCart } = useCart();
  const [, navigate] = useLocation();
  const [details, setDetails] = useState<CustomerDetailsInput>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [focusField, setFocusField] = useState<DetailsField | null>(null);
  const [tip, setTip] = useState<TipSelection>({ kind: 'preset', dollars: 0 });
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const { placeOrder, isSubmitting, hasPendingPayment } = usePlaceOrder();

  const tipResult = tipAmount(tip);
  const tipCents = tipResult.cents ?? 0;
  const amounts = orderAmounts(items, tipCents);
  const { intent, isPreparing } = useCheckoutIntent(
    amounts.totalCents,
    amounts.subtotalCents > 0 && tipResult.cents !== null,
  );
  const paymentPending = hasPendingPayment(items, tipCents);
  const canSubmit = !isSubmitting && tipResult.cents !== null && (intent !== null || paymentPending);

  const changeDetail = (field: DetailsField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showDetailErrors = (fields: DetailsErrors) => {
    setErrors(fields);
    setFocusField(FIELD_ORDER.find((name) => fields[name]) ?? null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const totalCents = amounts.totalCents;
    const result = await placeOrder({
      items,
      details,
      tipCents,
      estimatedDelivery: CHECKOUT_ESTIMATED_DELIVERY,
      paymentMethod: 'card',
      locationPolicy: 'denied-fails',
      pay: async (payTotal) => {
        // The intent was made for the total on screen; a mismatch would be refused by the server.
        if (!intent || payTotal !== totalCents) throw new PaymentError(PAYMENT_FAILED_FALLBACK);
        return confirmCard(confirmerRef, intent.clientSecret, details.customerName.trim());
      },
    });
    switch (result.status) {
      case 'placed':
        toast({ title: CHECKOUT_SUCCESS_TITLE, description: checkoutSuccessDescription(result.order.id) });
        navigate(`/order-tracking?phone=${encodeURIComponent(details.customerPhone.trim())}`);
        clearCart();
        return;
      case 'missing-info':
        toast({ title: MISSING_INFO_TITLE, description: MISSING_INFO_DESCRIPTION });
        showDetailErrors(result.fields);
        return;
      case 'invalid-details':
        toast({
          title: CHECK_DETAILS_TITLE,
          description: Object.values(result.fields)[0] ?? MISSING_INFO_DESCRIPTION,
        });
        showDetailErrors(result.fields);
        return;
      case 'location-denied':
        toast({ variant: 'destructive', title: PAYMENT_FAILED_TITLE, description: LOCATION_DENIED });
        return;
      case 'payment-failed':
        toast({
          variant: 'destructive',
          title: PAYMENT_FAILED_TITLE,
          description: result.message ?? PAYMENT_FAILED_FALLBACK,
        });
        return;
      case 'order-failed':
        toast({
          variant: 'destructive',
          title: ORDER_FAILED_TITLE,
          description: serverErrorMessage(result.error) ?? ORDER_FAILED_DESCRIPTION,
        });
        return;
      case 'busy':
        return;
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]"
    >
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Delivery details</CardTitle>
          </CardHeader>
          <CardContent>
            <CustomerDetailsFields
              values={details}
              onChange={changeDetail}
              errors={errors}
              focusField={focusField}
              disabled={isSubmitting}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Tip for your driver</CardTitle>
          </CardHeader>
          <CardContent>
            <TipChoice
              value={tip}
              onChange={setTip}
              error={tipResult.error}
              disabled={isSubmitting || paymentPending}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Payment</CardTitle>
          </CardHeader>
          <CardContent>
            {paymentPending ? (
              <p
                role="status"
                className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950"
              >
                Your card payment went through, but the order was not placed. Place Order again to finish: you
                will not be charged twice.
              </p>
            ) : (
              <CardPaymentFields confirmerRef={confirmerRef} disabled={isSubmitting} />
            )}
          </CardContent>
        </Card>
      </div>
      <Card className="lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle>Order summary</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <CheckoutSummary items={items} amounts={amounts} />
          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
            {isSubmitting ? 'Placing order…' : 'Place Order'}
          </Button>
          {isPreparing && !paymentPending ? (
            <p className="text-center text-sm text-stone-600" role="status">
              Setting up secure payment…
            </p>
          ) : null}
        </CardContent>
      </Card>
    </form>
  );
}
