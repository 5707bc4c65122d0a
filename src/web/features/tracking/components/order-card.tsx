import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { showsLiveMap } from '#domain/order-lifecycle/status-machine.ts';
import { DELIVERY_INSTRUCTIONS_LABEL, KITCHEN_NOTE_LABEL } from '#domain/ordering/order-notes.ts';
import { OrderNote } from '#web/components/order-note.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatPrice } from '#web/lib/format.ts';
import { itemCountText } from '../format';
import { isFinishedStatus, type OrderView } from '../order-views';
import { formatOrderDate } from '../timeline-steps';
import { FullViewNote } from './full-view-note';
import { LiveMapPanel } from './live-map-panel';
import { OrderEtaLine } from './order-eta-line';
import { OrderItems } from './order-items';
import { OrderProgress } from './order-progress';
import { OrderTimeline } from './order-timeline';
import { ScheduledFor } from './scheduled-for';
import { StatusBadge } from './status-badge';

/**
 * One order on /orders: number, status, what was ordered and the total, with a "Live tracking"
 * expander that opens its progress, timeline and, while the food is being prepared or on its way,
 * the live map. The dishes are listed only in the full view (this device placed the order); the
 * phone view says how many items, and to which area.
 */
export function OrderCard({
  view,
  footer,
  actions,
}: {
  view: OrderView;
  footer?: ReactNode;
  /** Always in sight next to the total (e.g. the receipt and "Order again" of an ended order). */
  actions?: ReactNode;
}) {
  const { order } = view;
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <Card className="p-5">
      <article aria-label={`Order #${order.id}`} className="space-y-4">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-stone-900">Order #{order.id}</h2>
            <p className="text-sm text-stone-700">
              {order.restaurantName} · {formatOrderDate(order.createdAt)}
            </p>
          </div>
          <StatusBadge status={order.status} className="text-sm" />
        </header>
        {isFinishedStatus(order.status) ? null : <ScheduledFor scheduledFor={order.scheduledFor} compact />}
        {view.kind === 'tracked' ? (
          <>
            <OrderItems
              items={view.order.items}
              currency={order.currency}
              label={`Items of order #${order.id}`}
            />
            <p className="text-sm text-stone-700">Delivery to {order.customerAddress}</p>
          </>
        ) : (
          <p className="text-sm text-stone-700">
            {itemCountText(order.itemCount)} · delivery to {order.customerAddress}
          </p>
        )}
        {/* The customer's notes: only with the full view, as the dishes. */}
        {view.kind === 'tracked' && (view.order.kitchenNote || view.order.deliveryInstructions) ? (
          <div className="space-y-2">
            <OrderNote label={KITCHEN_NOTE_LABEL} text={view.order.kitchenNote} />
            <OrderNote label={DELIVERY_INSTRUCTIONS_LABEL} text={view.order.deliveryInstructions} />
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-3">
          <p className="font-semibold text-stone-900">
            Total <span className="tabular-nums">{formatPrice(order.total, order.currency)}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setExpanded((current) => !current)}
            >
              Live tracking
              <ChevronDown
                className={cn('size-4 transition-transform', expanded && 'rotate-180')}
                aria-hidden="true"
              />
            </Button>
          </div>
        </div>
        <section
          id={panelId}
          hidden={!expanded}
          aria-label={`Live tracking of order #${order.id}`}
          className="space-y-4 rounded-lg bg-stone-50 p-4"
        >
          {expanded ? (
            <>
              <OrderProgress orderId={order.id} status={order.status} />
              <OrderEtaLine view={view} />
              {showsLiveMap(order.status) ? (
                <LiveMapPanel view={view} />
              ) : (
                <p className="text-sm text-stone-700">{liveMapNote(order.status)}</p>
              )}
              <OrderTimeline order={order} />
              {view.kind === 'phone' ? <FullViewNote /> : null}
              {footer}
            </>
          ) : null}
        </section>
      </article>
    </Card>
  );
}

/** Why there is no map right now. */
function liveMapNote(status: string): string {
  switch (status) {
    case 'delivered':
      return 'This order has been delivered.';
    case 'cancelled':
      return 'This order was cancelled.';
    case 'ready':
      return 'Your order is ready and waiting for its driver. The live map appears once it is on its way.';
    case 'scheduled':
      return 'The restaurant starts on your order ahead of its time. The live map appears once it is being prepared.';
    default:
      return 'The live map appears once the restaurant starts preparing your order.';
  }
}
