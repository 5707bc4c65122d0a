import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function AdminPage() {
  return <PlaceholderPage title="Admin Panel" />;
}
