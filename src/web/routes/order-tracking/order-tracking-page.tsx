import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function OrderTrackingPage() {
  return <PlaceholderPage title="Order Tracking" />;
}
