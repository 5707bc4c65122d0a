import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function CareersPage() {
  return <PlaceholderPage title="Careers" />;
}
