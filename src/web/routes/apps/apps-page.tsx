import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function AppsPage() {
  return <PlaceholderPage title="Apps" />;
}
