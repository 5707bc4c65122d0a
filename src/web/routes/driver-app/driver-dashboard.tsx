import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { DriverProfile } from '#domain/partners/responses.ts';
import { EnableSoundButton } from '#web/components/enable-sound-button.tsx';
import { PartnerHeader, PartnerProfileFallback } from '#web/components/partner-workspace.tsx';
import { useActiveDeliveries } from '#web/features/driver-deliveries/api/get-driver-deliveries.ts';
import { useDriverOffers } from '#web/features/driver-deliveries/api/get-driver-offers.ts';
import { useDriverStats } from '#web/features/driver-deliveries/api/get-driver-stats.ts';
import { ConnectionBanner } from '#web/features/driver-deliveries/components/connection-banner.tsx';
import { LocationNotice } from '#web/features/driver-deliveries/components/location-notice.tsx';
import { OnlineToggle } from '#web/features/driver-deliveries/components/online-toggle.tsx';
import { StatCards } from '#web/features/driver-deliveries/components/stat-cards.tsx';
import { useDriverLive } from '#web/features/driver-deliveries/hooks/use-driver-live.ts';
import { useDriverTitle } from '#web/features/driver-deliveries/hooks/use-driver-title.ts';
import { useLocationSharing } from '#web/features/driver-deliveries/hooks/use-location-sharing.ts';
import { useOfferChime } from '#web/features/driver-deliveries/hooks/use-offer-chime.ts';
import { usePageVisible } from '#web/features/driver-deliveries/hooks/use-page-visible.ts';
import { OFFER_CHIME } from '#web/features/driver-deliveries/offer-arrivals.ts';
import { DriverFacts } from '#web/features/partners/components/driver-facts.tsx';
import { useDriverProfile } from '#web/features/partners/use-partner-profile.ts';
import { isApiError } from '#web/lib/api-client.ts';
import type { LiveChannel } from '#web/lib/live/use-live-channel.ts';
import { PartnerSessionProvider, useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { playChime } from '#web/lib/sound/chime.ts';
import { useWakeLock } from '#web/lib/use-wake-lock.ts';
import { DriverTabs } from './driver-tabs';

interface DriverDashboardProps {
  onUnauthorized: () => void;
  /** Header controls other features provide (the screen composes them), e.g. Install App. */
  headerActions?: ReactNode;
}

/** The signed-in driver's dashboard: online toggle, stat cards, live offers, deliveries in hand, history. */
export function DriverDashboard({ onUnauthorized, headerActions }: DriverDashboardProps) {
  const { query: profile, driver } = useDriverProfile(onUnauthorized);
  // The socket waits until the profile confirms a driver is signed in (DESIGN section 5).
  const live = useDriverLive(driver !== null);

  if (profile.isPending || !driver) {
    return <PartnerProfileFallback profile={profile} title="We could not load your account" />;
  }
  return (
    <PartnerSessionProvider onUnauthorized={onUnauthorized}>
      <DriverWorkspace driver={driver} live={live} headerActions={headerActions} />
    </PartnerSessionProvider>
  );
}

interface DriverWorkspaceProps {
  driver: DriverProfile;
  live: LiveChannel;
  headerActions?: ReactNode;
}

function DriverWorkspace({ driver, live, headerActions }: DriverWorkspaceProps) {
  const onUnauthorized = useOnUnauthorized();
  const stats = useDriverStats();
  const statsUnauthorized = isApiError(stats.error, 401);
  useEffect(() => {
    if (statsUnauthorized) onUnauthorized();
  }, [statsUnauthorized, onUnauthorized]);
  const isOnline = stats.data?.isOnline ?? driver.isOnline;

  const active = useActiveDeliveries();
  const delivering = (active.data?.deliveries.length ?? 0) > 0;
  const visible = usePageVisible();
  // The customer follows the driver only while a delivery is in hand; a hidden page stops sharing.
  const sharing = delivering && visible;
  const location = useLocationSharing(sharing);
  useWakeLock(delivering);

  const offerList = useDriverOffers(isOnline);
  useOfferChime({ offers: offerList.data, updatedAt: offerList.dataUpdatedAt, listening: isOnline });
  const offers = offerList.data?.length ?? 0;
  useDriverTitle(offers, isOnline);

  return (
    <div className="space-y-5">
      <PartnerHeader name={driver.name} live={live} facts={<DriverFacts driver={driver} />}>
        <OnlineToggle isOnline={isOnline} sendPosition={location.sendOnce} />
        <EnableSoundButton onEnabled={(unlocked) => void unlocked.then(() => playChime(OFFER_CHIME))} />
        {headerActions}
      </PartnerHeader>
      <ConnectionBanner status={live.status} />
      <LocationNotice state={location.state} sharing={sharing} />
      <StatCards stats={stats} />
      <DriverTabs isOnline={isOnline} offers={offers} active={active} />
    </div>
  );
}
