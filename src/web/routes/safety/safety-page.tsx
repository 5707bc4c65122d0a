import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function SafetyPage() {
  return <PlaceholderPage title="Safety" />;
}
