import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function DriverAppPage() {
  return <PlaceholderPage title="Driver App" />;
}
