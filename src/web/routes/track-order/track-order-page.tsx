import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function TrackOrderPage() {
  return <PlaceholderPage title="Track Your Order" />;
}
