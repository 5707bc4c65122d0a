import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function PressPage() {
  return <PlaceholderPage title="Press" />;
}
