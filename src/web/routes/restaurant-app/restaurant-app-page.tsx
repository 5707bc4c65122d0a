import { RestaurantOverview } from '../../features/partner-account/components/restaurant-overview';
import { PartnerAppScreen } from '../partner-app/partner-app-screen';

/** /restaurant-app: a signed-in restaurant's account overview, or the restaurant sign-in card. */
export function RestaurantAppPage() {
  return (
    <PartnerAppScreen
      partnerRole="restaurant"
      appName="Restaurant App"
      overview={(expire) => <RestaurantOverview onUnauthorized={expire} />}
    />
  );
}
