import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { type ToastInput, toast } from '#web/components/ui/use-toast.ts';
import { MISSING_INFO_DESCRIPTION, MISSING_INFO_TITLE } from './details-check';
import { CHECK_DETAILS_TITLE, PAYMENT_FAILED_FALLBACK, PAYMENT_FAILED_TITLE } from './messages';
import type { DetailsErrors, PlaceOrderResult } from './use-place-order';

/** What differs between the drawer's and /checkout's Place Order once the result is known. */
export interface PlaceOrderOutcome {
  /** The success toast (the drawer and /checkout word it differently, SPEC sections 4 and 7). */
  placedToast: (order: PlacedOrderResponse) => ToastInput;
  /** Right after the success toast, before the cart empties (e.g. go to the tracking page). */
  onPlaced?: (order: PlacedOrderResponse) => void;
  clearCart: () => void;
  /** Once the cart is empty (e.g. back to the drawer's first step). */
  afterCleared?: () => void;
  /** Show the fields that need attention; `status` says whether they are blank or invalid. */
  showDetailErrors: (fields: DetailsErrors, status: 'missing-info' | 'invalid-details') => void;
  /** The toast for a refused location, or null to say nothing (the drawer uses default coordinates). */
  locationDeniedToast: ToastInput | null;
  /** What a failed order call tells the customer. */
  orderFailedToast: (error: unknown) => ToastInput;
}

/** The one place both Place Order buttons turn a result into toasts, cart and screen changes. */
export function handlePlaceOrderResult(result: PlaceOrderResult, outcome: PlaceOrderOutcome): void {
  switch (result.status) {
    case 'placed':
      toast(outcome.placedToast(result.order));
      outcome.onPlaced?.(result.order);
      outcome.clearCart();
      outcome.afterCleared?.();
      return;
    case 'missing-info':
      toast({ title: MISSING_INFO_TITLE, description: MISSING_INFO_DESCRIPTION });
      outcome.showDetailErrors(result.fields, 'missing-info');
      return;
    case 'invalid-details':
      toast({
        title: CHECK_DETAILS_TITLE,
        description: Object.values(result.fields)[0] ?? MISSING_INFO_DESCRIPTION,
      });
      outcome.showDetailErrors(result.fields, 'invalid-details');
      return;
    case 'location-denied':
      if (outcome.locationDeniedToast) toast(outcome.locationDeniedToast);
      return;
    case 'payment-failed':
      toast({
        variant: 'destructive',
        title: PAYMENT_FAILED_TITLE,
        description: result.message ?? PAYMENT_FAILED_FALLBACK,
      });
      return;
    case 'order-failed':
      toast(outcome.orderFailedToast(result.error));
      return;
    case 'busy':
      // A second press while one is running is ignored.
      return;
  }
}
