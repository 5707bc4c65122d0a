import { DriverOverview } from '../../features/partner-account/components/driver-overview';
import { PartnerAppScreen } from '../partner-app/partner-app-screen';

/** /driver-app: a signed-in driver's account overview, or the driver sign-in card. */
export function DriverAppPage() {
  return (
    <PartnerAppScreen
      partnerRole="driver"
      appName="Driver App"
      overview={(expire) => <DriverOverview onUnauthorized={expire} />}
    />
  );
}
