import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function GpsTrackingPage() {
  return <PlaceholderPage title="GPS Tracking" />;
}
