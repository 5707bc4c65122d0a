import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function AccountPage() {
  return <PlaceholderPage title="My Account" />;
}
