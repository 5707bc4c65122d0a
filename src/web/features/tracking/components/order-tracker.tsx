import type { ReactNode } from 'react';
import { DELIVERY_INSTRUCTIONS_LABEL, KITCHEN_NOTE_LABEL } from '#domain/ordering/order-notes.ts';
import { OrderNote } from '#web/components/order-note.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { itemCountText } from '../format';
import { etaLabelAndValue, viewEta } from '../order-eta';
import { isFinishedStatus, type OrderView } from '../order-views';
import { formatOrderDate } from '../timeline-steps';
import { CancelOrder } from './cancel-order';
import { DeliveryCode } from './delivery-code';
import { DriverCard } from './driver-card';
import { DriverEtaNote } from './driver-eta-note';
import { FullViewNote } from './full-view-note';
import { LiveMapToggle } from './live-map-toggle';
import { OrderItems } from './order-items';
import { OrderMoney } from './order-money';
import { OrderProgress } from './order-progress';
import { OrderTimeline } from './order-timeline';
import { ScheduledFor } from './scheduled-for';
import { StatusBadge } from './status-badge';

/**
 * One order as /track-order and /order-tracking show it (SPEC section 2): status badge, progress
 * bar, item count, delivery address, the live map toggle and the timeline. The full view (this
 * device holds the order's tracking token) adds the dishes, the street address and the driver; the
 * phone view shows the address's area only. /order-tracking also shows the full view's delivery
 * code while the order is under way.
 */
export function OrderTracker({
  view,
  headingLevel = 'h2',
  className,
  showDeliveryCode = false,
  mapOpen = false,
  footer,
}: {
  view: OrderView;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  showDeliveryCode?: boolean;
  /** Opens the live map at once (the tracker of the order just placed). */
  mapOpen?: boolean;
  /** e.g. a link to the order's full tracker. */
  footer?: ReactNode;
}) {
  const { order } = view;
  const Heading = headingLevel;
  const eta = viewEta(view);
  const [etaLabel, etaValue] = eta ? etaLabelAndValue(eta) : [null, null];
  const full = view.kind === 'tracked' ? view : null;
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
        {isFinishedStatus(order.status) ? null : <ScheduledFor scheduledFor={order.scheduledFor} />}
        {/* Only the token holder may cancel, and only before the kitchen starts. */}
        {full ? <CancelOrder order={full.order} trackingToken={full.trackingToken} /> : null}
        {showDeliveryCode && full && !isFinishedStatus(full.order.status) ? (
          <DeliveryCode code={full.order.deliveryCode} />
        ) : null}
        <OrderProgress orderId={order.id} status={order.status} />
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-600">Items</dt>
            <dd className="font-medium text-stone-900">{itemCountText(order.itemCount)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{full ? 'Delivery address' : 'Delivery area'}</dt>
            <dd className="font-medium text-stone-900">{order.customerAddress}</dd>
          </div>
          {etaLabel ? (
            <div>
              <dt className="text-stone-600">{etaLabel}</dt>
              <dd className="font-medium text-stone-900">
                <span data-testid="order-eta">{etaValue}</span>
                {eta?.kind === 'driver' && full?.driver ? (
                  <DriverEtaNote minutes={eta.minutes} km={eta.km} at={full.driver.at} />
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <DriverCard view={view} />
        <OrderMoney order={order} />
        {full ? (
          <OrderItems
            items={full.order.items}
            currency={order.currency}
            label={`Items of order #${order.id}`}
          />
        ) : (
          <FullViewNote />
        )}
        {/* The customer's own notes: the full view only (a phone number alone does not show them). */}
        <OrderNote label={KITCHEN_NOTE_LABEL} text={full?.order.kitchenNote} />
        <OrderNote label={DELIVERY_INSTRUCTIONS_LABEL} text={full?.order.deliveryInstructions} />
        <LiveMapToggle view={view} defaultOpen={mapOpen} />
        <OrderTimeline order={order} />
        {footer}
      </article>
    </Card>
  );
}
