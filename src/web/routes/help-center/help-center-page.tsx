import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function HelpCenterPage() {
  return <PlaceholderPage title="Help Center" />;
}
