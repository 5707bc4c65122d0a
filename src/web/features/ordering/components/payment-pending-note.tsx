/** Shown instead of the card fields while a card payment went through without an order. */
export function PaymentPendingNote() {
  return (
    <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950">
      Your card payment went through, but the order was not placed. Place Order again to finish: you will not
      be charged twice.
    </p>
  );
}
