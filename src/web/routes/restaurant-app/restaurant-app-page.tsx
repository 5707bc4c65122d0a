import { PartnerSessionSwitch } from '../../features/auth/components/partner-session-switch';
import { usePartnerSession } from '../../features/auth/use-partner-session';
import { PartnerFrame } from '../../features/partner/components/partner-frame';
import { RestaurantOverview } from '../../features/partner/components/restaurant-overview';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /restaurant-app: a signed-in restaurant's account overview, or the restaurant sign-in card. */
export function RestaurantAppPage() {
  useDocumentTitle('Restaurant App');
  const session = usePartnerSession('restaurant');
  return (
    <PartnerFrame
      appName="Restaurant App"
      partnerName={session.user?.name}
      onSignOut={session.signOut}
      signingOut={session.signingOut}
      centered={session.status !== 'signed-in'}
    >
      <PartnerSessionSwitch partnerRole="restaurant" session={session}>
        <RestaurantOverview onUnauthorized={session.expire} />
      </PartnerSessionSwitch>
    </PartnerFrame>
  );
}
