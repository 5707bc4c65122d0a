import { DriverDashboard } from '../../features/driver-app/components/driver-dashboard';
import { InstallButton } from '../../features/pwa/components/install-button';
import { useMetaDescription } from '../../lib/use-meta-description';
import { PartnerAppScreen } from '../partner-app/partner-app-screen';
import { DRIVER_APP_DESCRIPTION } from './driver-app-meta';

/** /driver-app: a signed-in driver's dashboard (offers, deliveries, earnings), or the driver sign-in card. */
export function DriverAppPage() {
  // The title ("Driver App") is set by the partner screen; the description is the driver app's own.
  useMetaDescription(DRIVER_APP_DESCRIPTION);
  return (
    <PartnerAppScreen
      partnerRole="driver"
      appName="Driver App"
      overview={(expire) => <DriverDashboard onUnauthorized={expire} headerActions={<InstallButton />} />}
    />
  );
}
