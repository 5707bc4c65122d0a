import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function RestaurantAppPage() {
  return <PlaceholderPage title="Restaurant App" />;
}
