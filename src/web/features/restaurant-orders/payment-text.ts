/** How an order is paid, as the counter needs to know it: collect cash, or nothing to collect. */
export function paymentText(method: string, status: string): string {
  if (method === 'cash') return 'Cash on delivery';
  if (method === 'card') return status === 'paid' ? 'Card · Paid' : `Card · ${status.replace(/_/g, ' ')}`;
  return method;
}
