import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function RestaurantRegisterPage() {
  return <PlaceholderPage title="Register Your Restaurant" />;
}
