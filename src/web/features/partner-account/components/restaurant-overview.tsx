import { Badge } from '../../../components/ui/badge';
import { formatPrice } from '../../../lib/format';
import { ConnectionStatus } from '../../../lib/live/connection-status';
import { formatRating } from '../format';
import { useRestaurantLiveNotices } from '../restaurant-live-notices';
import { usePartnerProfile } from '../use-partner-profile';
import { OrdersNote } from './orders-note';
import { ProfileFacts } from './profile-facts';
import { ProfileError, ProfileLoading } from './profile-state';

/** The signed-in restaurant's account overview, from GET /api/partner/profile. */
export function RestaurantOverview({ onUnauthorized }: { onUnauthorized: () => void }) {
  const profile = usePartnerProfile(onUnauthorized);
  // This overview only renders for a signed-in session; the socket waits until the profile confirms
  // it is a restaurant's, so it is bound to that restaurant's orders (DESIGN section 5).
  const live = useRestaurantLiveNotices(profile.data?.type === 'restaurant');
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError || profile.data?.type !== 'restaurant') {
    return <ProfileError onRetry={() => void profile.refetch()} />;
  }
  const restaurant = profile.data;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-900">Your restaurant</h2>
        <ConnectionStatus status={live.status} onRetry={live.retry} />
      </div>
      <ProfileFacts
        facts={[
          { label: 'Cuisine', value: restaurant.cuisine },
          {
            label: 'Address',
            value: [restaurant.address, restaurant.city, restaurant.country].filter(Boolean).join(', '),
          },
          { label: 'Delivery time', value: restaurant.deliveryTime },
          { label: 'Delivery fee', value: formatPrice(restaurant.deliveryFee) },
          { label: 'Minimum order', value: formatPrice(restaurant.minOrder) },
          { label: 'Rating', value: formatRating(restaurant.rating) },
          {
            label: 'Status',
            value: (
              <Badge tone={restaurant.isOpen ? 'success' : 'neutral'} className="text-sm">
                {restaurant.isOpen ? 'Open' : 'Closed'}
              </Badge>
            ),
          },
        ]}
      />
      <OrdersNote text="Orders from your customers will appear here." />
    </>
  );
}
