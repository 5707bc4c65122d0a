import { useId } from 'react';
import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import { LoadingCards, QueryError } from '#web/components/query-states.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useDriverOffers } from '#web/features/driver-deliveries/api/get-driver-offers.ts';
import { ONE_AT_A_TIME } from '#web/features/driver-deliveries/claim-errors.ts';
import { useClaimOffer } from '#web/features/driver-deliveries/hooks/use-claim-offer.ts';
import { useDeclineOffer } from '#web/features/driver-deliveries/hooks/use-decline-offer.ts';
import { OfferCard } from './offer-card';

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_TEXT = 'Go online to see orders waiting for a driver near you.';
export const NO_OFFERS_TITLE = 'No orders available right now';
export const NO_OFFERS_TEXT = 'New orders appear here as soon as a restaurant accepts them.';

interface OfferListProps {
  isOnline: boolean;
  /** The driver holds a delivery: one at a time, so the offers show but cannot be accepted yet. */
  busy: boolean;
  onClaimed: (delivery: DriverDelivery) => void;
}

/** Available Orders: the live offers while online, with loading, error, empty and offline states. */
export function OfferList({ isOnline, busy, onClaimed }: OfferListProps) {
  const busyId = useId();
  const offers = useDriverOffers(isOnline);
  const claim = useClaimOffer(onClaimed);
  const decline = useDeclineOffer();
  if (!isOnline) return <StatusMessage title={OFFLINE_TITLE} description={OFFLINE_TEXT} />;
  if (offers.isPending) {
    return (
      <LoadingCards
        label="Loading available orders"
        className="grid gap-4 md:grid-cols-2"
        cardClassName="h-72"
      />
    );
  }
  if (offers.isError) {
    return <QueryError title="Could not load available orders" query={offers} />;
  }
  if (offers.data.length === 0) return <StatusMessage title={NO_OFFERS_TITLE} description={NO_OFFERS_TEXT} />;
  return (
    <div className="space-y-4">
      {busy ? (
        <p
          id={busyId}
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {ONE_AT_A_TIME}.
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {offers.data.map((offer) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              disabled={busy || claim.isPending}
              disabledReasonId={busy ? busyId : undefined}
              onAccept={(id) => claim.mutate(id)}
              onDecline={(id) => decline.mutate(id)}
              declineDisabled={claim.isPending}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
