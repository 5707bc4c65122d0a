import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function TermsPage() {
  return <PlaceholderPage title="Terms of Service" />;
}
