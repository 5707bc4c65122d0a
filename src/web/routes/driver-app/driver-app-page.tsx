import { NotificationsSwitch } from '#web/features/push/components/notifications-switch.tsx';
import { InstallButton } from '#web/features/pwa/components/install-button.tsx';
import { PartnerAppScreen } from '../partner-app/partner-app-screen';
import { DriverDashboard } from './driver-dashboard';

/** /driver-app: a signed-in driver's dashboard (offers, deliveries, earnings), or the driver sign-in card. */
export function DriverAppPage() {
  // The title ("Driver App") is set by the partner screen; the meta description comes from the route
  // table (app/route-meta.ts, from driver-app-meta.ts).
  return (
    <PartnerAppScreen
      partnerRole="driver"
      appName="Driver App"
      overview={(expire) => (
        <DriverDashboard
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
