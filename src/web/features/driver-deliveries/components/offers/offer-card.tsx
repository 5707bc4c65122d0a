import { useId } from 'react';
import type { DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { OrderCardFrame } from '#web/components/order-card-frame.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cashToCollect, distanceText } from '#web/features/driver-deliveries/money-text.ts';
import { clockTime } from '#web/lib/clock-time.ts';
import { type Fact, FactList } from '../fact-list';
import { PayBreakdown } from '../pay-breakdown';

interface OfferCardProps {
  offer: DriverOffer;
  onAccept: (orderId: number) => void;
  /** An accept is on its way (this offer's or another's), or the driver is busy with a delivery. */
  disabled: boolean;
  /** The id of the text saying why Accept Order is disabled, if it is. */
  disabledReasonId?: string;
  /** Decline: hides the offer from this driver. No Decline button without it. */
  onDecline?: (orderId: number) => void;
  /** An accept is on its way: the offer it names may be this one. */
  declineDisabled?: boolean;
}

/**
 * One order waiting for a driver: where from, roughly where to, how far, what to collect, and the
 * pay before Decline and Accept.
 */
export function OfferCard({
  offer,
  onAccept,
  disabled,
  disabledReasonId,
  onDecline,
  declineDisabled = false,
}: OfferCardProps) {
  const headingId = useId();
  const cash = cashToCollect(offer);
  const facts: Fact[] = [
    // The heading names the restaurant; the pickup line says where it is.
    { label: 'Pickup', value: offer.pickup.address ?? 'Address not given' },
    { label: 'Drop-off area', value: offer.dropOffArea },
    { label: 'To pickup', value: distanceText(offer.pickupDistanceKm) },
    { label: 'Pickup to drop-off', value: distanceText(offer.dropOffDistanceKm) },
    { label: 'Items', value: String(offer.itemCount) },
    {
      label: 'Payment',
      value: cash ? (
        <span className="font-semibold text-amber-900">Collect {cash} cash</span>
      ) : (
        'Paid by card'
      ),
    },
  ];
  if (offer.readyBy) {
    facts.push({
      label: 'Ready by',
      value: <time dateTime={offer.readyBy}>{clockTime(offer.readyBy)}</time>,
    });
  }
  return (
    <OrderCardFrame
      headingId={headingId}
      title={offer.pickup.name}
      subtitle={<p className="text-sm text-stone-600">Order #{offer.id}</p>}
      aside={cash ? <Badge tone="warning">Cash</Badge> : null}
    >
      <FactList facts={facts} />
      <PayBreakdown pay={offer.pay} currency={offer.currency} />
      <div className="mt-auto flex gap-3">
        {onDecline ? (
          // Still possible while the driver holds a delivery: declining takes nothing on.
          <Button
            variant="secondary"
            className="flex-1"
            needsConnection
            disabled={declineDisabled}
            onClick={() => onDecline(offer.id)}
            aria-describedby={headingId}
          >
            Decline
          </Button>
        ) : null}
        <Button
          variant="success"
          className="flex-[2]"
          needsConnection
          disabled={disabled}
          onClick={() => onAccept(offer.id)}
          aria-describedby={disabledReasonId ? `${headingId} ${disabledReasonId}` : headingId}
        >
          Accept Order
        </Button>
      </div>
    </OrderCardFrame>
  );
}
