import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function ContactUsPage() {
  return <PlaceholderPage title="Contact Us" />;
}
