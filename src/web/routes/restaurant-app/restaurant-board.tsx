import type { ReactNode } from 'react';
import { PartnerHeader, PartnerProfileFallback } from '#web/components/partner-workspace.tsx';
import { OpenToggle } from '#web/features/partners/components/open-toggle.tsx';
import { RestaurantFacts } from '#web/features/partners/components/restaurant-facts.tsx';
import { SettingsDialog } from '#web/features/partners/components/settings/settings-dialog.tsx';
import { useRestaurantProfile } from '#web/features/partners/use-partner-profile.ts';
import { shouldRing } from '#web/features/restaurant-orders/alarm.ts';
import { useRestaurantOrders } from '#web/features/restaurant-orders/api/get-restaurant-orders.ts';
import { ConnectionBanner } from '#web/features/restaurant-orders/components/connection-banner.tsx';
import { NewOrderAlarm } from '#web/features/restaurant-orders/components/new-order-alarm.tsx';
import { StatCards } from '#web/features/restaurant-orders/components/stat-cards.tsx';
import { TestSoundButton } from '#web/features/restaurant-orders/components/test-sound-button.tsx';
import { useBoardLive } from '#web/features/restaurant-orders/hooks/use-board-live.ts';
import { useBoardTitle } from '#web/features/restaurant-orders/hooks/use-board-title.ts';
import { PartnerSessionProvider } from '#web/lib/partner-session.tsx';
import { useWakeLock } from '#web/lib/use-wake-lock.ts';
import { type BoardRestaurant, BoardTabs } from './board-tabs';

interface RestaurantBoardProps {
  onUnauthorized: () => void;
  /** Header controls other features provide (the screen composes them), e.g. Install App. */
  headerActions?: ReactNode;
}

/** The signed-in restaurant's order board: live orders, menu, analytics, settings. */
export function RestaurantBoard({ onUnauthorized, headerActions }: RestaurantBoardProps) {
  const { query: profile, restaurant } = useRestaurantProfile(onUnauthorized);
  // The socket waits until the profile confirms a restaurant is signed in (DESIGN section 5).
  const live = useBoardLive(restaurant?.id ?? null);
  useWakeLock(restaurant !== null);

  if (profile.isPending || !restaurant) {
    return <PartnerProfileFallback profile={profile} title="We could not load your restaurant" />;
  }
  return (
    <PartnerSessionProvider onUnauthorized={onUnauthorized}>
      <div className="space-y-5">
        <PartnerHeader name={restaurant.name} live={live} facts={<RestaurantFacts restaurant={restaurant} />}>
          <OpenToggle isOpen={restaurant.isOpen} />
          {headerActions}
          <SettingsDialog profile={restaurant} tools={<TestSoundButton />} />
        </PartnerHeader>
        <ConnectionBanner status={live.status} />
        <NewOrdersWatch restaurant={restaurant} />
      </div>
    </PartnerSessionProvider>
  );
}

/** The waiting orders drive the alarm, the tab title and the tab's count. */
function NewOrdersWatch({ restaurant }: { restaurant: BoardRestaurant }) {
  const newOrders = useRestaurantOrders('new').data?.orders ?? [];
  useBoardTitle(newOrders.length);
  return (
    <>
      <NewOrderAlarm ringing={shouldRing(newOrders)} />
      <StatCards />
      <BoardTabs restaurant={restaurant} newOrders={newOrders.length} />
    </>
  );
}
