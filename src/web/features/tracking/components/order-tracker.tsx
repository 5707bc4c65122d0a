import type { CustomerOrder } from '../../../../domain/customer-order';
import type { LatLng } from '../../../../domain/geo';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import { itemCountText } from '../format';
import { etaLabelAndValue, orderEta } from '../order-eta';
import { formatOrderDate } from '../timeline-steps';
import { LiveMapToggle } from './live-map-toggle';
import { OrderProgress } from './order-progress';
import { OrderTimeline } from './order-timeline';
import { StatusBadge } from './status-badge';

/**
 * One order as /track-order and /order-tracking show it (SPEC section 2): status badge, progress
 * bar, item count, delivery address, the live map toggle and the timeline.
 */
export function OrderTracker({
  order,
  driver,
  headingLevel = 'h2',
  className,
}: {
  order: CustomerOrder;
  driver: LatLng | undefined;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const Heading = headingLevel;
  const eta = orderEta(order);
  const [etaLabel, etaValue] = eta ? etaLabelAndValue(eta) : [null, null];
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <article aria-label={`Order #${order.id}`} className="space-y-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <Heading className="text-lg font-semibold text-stone-900">Order #{order.id}</Heading>
            <p className="text-sm text-stone-700">
              {order.restaurantName} · placed {formatOrderDate(order.createdAt)}
            </p>
          </div>
          <StatusBadge status={order.status} className="text-sm" />
        </header>
        <OrderProgress orderId={order.id} status={order.status} />
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-600">Items</dt>
            <dd className="font-medium text-stone-900">{itemCountText(order.itemCount)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Total</dt>
            <dd className="font-medium text-stone-900">{formatPrice(order.total)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Delivery address</dt>
            <dd className="font-medium text-stone-900">{order.customerAddress}</dd>
          </div>
          {etaLabel ? (
            <div>
              <dt className="text-stone-600">{etaLabel}</dt>
              <dd className="font-medium text-stone-900" data-testid="order-eta">
                {etaValue}
              </dd>
            </div>
          ) : null}
        </dl>
        <LiveMapToggle order={order} status={order.status} driver={driver} />
        <OrderTimeline order={order} />
      </article>
    </Card>
  );
}
