import { type ReactNode, useId } from 'react';
import { lineChoicesText } from '#domain/cart/rules.ts';
import { KITCHEN_NOTE_LABEL } from '#domain/ordering/order-notes.ts';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { OrderCardFrame } from '#web/components/order-card-frame.tsx';
import { OrderNote } from '#web/components/order-note.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { amountLines, includedTaxNote, lineTotal } from '#web/features/restaurant-orders/order-lines.ts';
import { paymentText } from '#web/features/restaurant-orders/payment-text.ts';
import { scheduledBadgeText } from '#web/features/restaurant-orders/scheduled-text.ts';
import { orderAge } from '#web/features/restaurant-orders/time-text.ts';
import { cn } from '#web/lib/cn.ts';

interface OrderCardProps {
  order: RestaurantOrder;
  now: number;
  /** What the tab shows first, above the note and the dishes (an order for later's time). */
  banner?: ReactNode;
  /** What the tab adds under the items: times, the driver. */
  details?: ReactNode;
  /** The tab's buttons. */
  actions?: ReactNode;
  /** The restaurant's zone, which an order for later's time is read in; the device's without one. */
  timeZone?: string;
}

/**
 * One order as the kitchen reads it: number, customer, age, the customer's note for the kitchen,
 * what to cook, its amounts and payment, and the promised time of an order for later.
 */
export function OrderCard({ order, now, banner, details, actions, timeZone }: OrderCardProps) {
  const headingId = useId();
  return (
    <OrderCardFrame
      headingId={headingId}
      title={`Order #${order.id}`}
      subtitle={<p className="text-stone-700">{order.customerName}</p>}
      aside={
        <p className="text-sm text-stone-600">
          <time dateTime={order.createdAt}>{orderAge(order.createdAt, now)}</time>
        </p>
      }
    >
      {banner}
      {/* Once the kitchen has an order for later, the time promised to the customer, first. */}
      {order.scheduledFor && order.status !== 'scheduled' ? (
        <p>
          <Badge tone="info" className="text-sm">
            {scheduledBadgeText(order.scheduledFor, timeZone)}
          </Badge>
        </p>
      ) : null}
      {/* Above the dishes: an allergy must be read before anything is cooked. */}
      <OrderNote label={KITCHEN_NOTE_LABEL} text={order.kitchenNote} />
      <ul className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-3" aria-label="Items">
        {order.items.map((line, index) => (
          // An order's lines never change or reorder, and one dish may appear twice.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`${line.name}-${index}`} className="flex justify-between gap-3 py-2 text-stone-800">
            <span>
              <span className="font-semibold">{line.quantity} ×</span> {line.name}
              {/* The chosen options the kitchen must follow ("Large, Extra cheese"). */}
              {lineChoicesText(line) ? (
                <span className="block text-sm font-medium text-stone-700">{lineChoicesText(line)}</span>
              ) : null}
            </span>
            <span className="text-stone-600">{lineTotal(line.price, line.quantity, order.currency)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts order={order} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Badge tone={order.paymentMethod === 'cash' ? 'warning' : 'success'}>
          {paymentText(order.paymentMethod, order.paymentStatus)}
        </Badge>
      </div>
      {details}
      {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div> : null}
    </OrderCardFrame>
  );
}

/** What the order comes to, line by line up to the total, in the order's currency. */
function OrderAmounts({ order }: { order: RestaurantOrder }) {
  const taxNote = includedTaxNote(order);
  return (
    <div className="space-y-1 px-3 text-sm">
      <dl className="space-y-1">
        {amountLines(order).map((line) => (
          <div
            key={line.key}
            className={cn(
              'flex justify-between gap-3 text-stone-700',
              line.key === 'total' && 'border-t border-stone-200 pt-1 text-base font-semibold text-stone-900',
            )}
          >
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{line.amount}</dd>
          </div>
        ))}
      </dl>
      {taxNote ? <p className="text-right text-stone-600">{taxNote}</p> : null}
    </div>
  );
}
