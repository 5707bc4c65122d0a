import { InstallButton } from '../../features/pwa/components/install-button';
import { RestaurantBoard } from '../../features/restaurant-board/components/restaurant-board';
import { PartnerAppScreen } from '../partner-app/partner-app-screen';

/** /restaurant-app: a signed-in restaurant's order board, or the restaurant sign-in card. */
export function RestaurantAppPage() {
  return (
    <PartnerAppScreen
      partnerRole="restaurant"
      appName="Restaurant App"
      overview={(expire) => <RestaurantBoard onUnauthorized={expire} headerActions={<InstallButton />} />}
    />
  );
}
