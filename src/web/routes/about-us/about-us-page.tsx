import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function AboutUsPage() {
  return <PlaceholderPage title="About Us" />;
}
