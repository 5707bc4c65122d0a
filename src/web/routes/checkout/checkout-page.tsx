import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}
