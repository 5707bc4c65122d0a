import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function OrdersPage() {
  return <PlaceholderPage title="Your Orders" />;
}
