import { NotificationsSwitch } from '#web/features/push/components/notifications-switch.tsx';
import { InstallButton } from '#web/features/pwa/components/install-button.tsx';
import { PartnerAppScreen } from '../partner-app/partner-app-screen';
import { RestaurantBoard } from './restaurant-board';

/** /restaurant-app: a signed-in restaurant's order board, or the restaurant sign-in card. */
export function RestaurantAppPage() {
  return (
    <PartnerAppScreen
      partnerRole="restaurant"
      appName="Restaurant App"
      overview={(expire) => (
        <RestaurantBoard
          onUnauthorized={expire}
          headerActions={
            <>
              <InstallButton />
              <NotificationsSwitch />
            </>
          }
        />
      )}
    />
  );
}
