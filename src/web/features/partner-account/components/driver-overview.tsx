import { Badge } from '../../../components/ui/badge';
import { capitalize, formatRating } from '../format';
import { usePartnerProfile } from '../use-partner-profile';
import { OrdersNote } from './orders-note';
import { ProfileFacts } from './profile-facts';
import { ProfileError, ProfileLoading } from './profile-state';

/** The signed-in driver's account overview, from GET /api/partner/profile. */
export function DriverOverview({ onUnauthorized }: { onUnauthorized: () => void }) {
  const profile = usePartnerProfile(onUnauthorized);
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError || profile.data?.type !== 'driver') {
    return <ProfileError onRetry={() => void profile.refetch()} />;
  }
  const driver = profile.data;
  return (
    <>
      <h2 className="mb-4 text-xl font-semibold text-stone-900">Your account</h2>
      <ProfileFacts
        facts={[
          { label: 'Vehicle', value: `${capitalize(driver.vehicleType)} · ${driver.vehicleNumber}` },
          { label: 'License number', value: driver.licenseNumber },
          { label: 'City', value: `${driver.city}, ${driver.country}` },
          { label: 'Rating', value: formatRating(driver.rating) },
          { label: 'Total deliveries', value: driver.totalDeliveries },
          {
            label: 'Status',
            value: (
              <Badge tone={driver.isOnline ? 'success' : 'neutral'} className="text-sm">
                {driver.isOnline ? 'Online' : 'Offline'}
              </Badge>
            ),
          },
        ]}
      />
      <OrdersNote text="Delivery offers and the orders you accept will appear here." />
    </>
  );
}
