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
  /**
   * Show `message` at the map (no pin, or one the restaurant does not deliver to); no toast.
   * `focus`: take the customer there (not when a details field needing attention comes first).
   * `fromServer`: the server refused it, so what the screen knows of the restaurant (its radius)
   * may be out of date.
   */
  showDropoffProblem: (message: string, how: { focus: boolean; fromServer: boolean }) => void;
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
      if (result.dropoffProblem)
        outcome.showDropoffProblem(result.dropoffProblem, { focus: false, fromServer: false });
      return;
    case 'invalid-details':
      toast({
        title: CHECK_DETAILS_TITLE,
        description: Object.values(result.fields)[0] ?? MISSING_INFO_DESCRIPTION,
      });
      outcome.showDetailErrors(result.fields, 'invalid-details');
      if (result.dropoffProblem)
        outcome.showDropoffProblem(result.dropoffProblem, { focus: false, fromServer: false });
      return;
    case 'dropoff-problem':
      outcome.showDropoffProblem(result.message, { focus: true, fromServer: result.fromServer });
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
