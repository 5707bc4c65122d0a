import { PartnerSessionSwitch } from '../../features/auth/components/partner-session-switch';
import { usePartnerSession } from '../../features/auth/use-partner-session';
import { DriverOverview } from '../../features/partner/components/driver-overview';
import { PartnerFrame } from '../../features/partner/components/partner-frame';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /driver-app: a signed-in driver's account overview, or the driver sign-in card. */
export function DriverAppPage() {
  useDocumentTitle('Driver App');
  const session = usePartnerSession('driver');
  return (
    <PartnerFrame
      appName="Driver App"
      partnerName={session.user?.name}
      onSignOut={session.signOut}
      signingOut={session.signingOut}
      centered={session.status !== 'signed-in'}
    >
      <PartnerSessionSwitch partnerRole="driver" session={session}>
        <DriverOverview onUnauthorized={session.expire} />
      </PartnerSessionSwitch>
    </PartnerFrame>
  );
}
