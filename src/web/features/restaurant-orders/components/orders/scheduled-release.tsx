import { CalendarClock } from 'lucide-react';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { releaseText, scheduledForText } from '#web/features/restaurant-orders/scheduled-text.ts';

/**
 * An order for later on the Scheduled tab: when the customer wants it ("For Fri 7:15 PM"), large,
 * and when the server moves it to New Orders, at its time minus the restaurant's preparation lead.
 */
export function ScheduledRelease({
  order,
  prepLeadMinutes,
  timeZone,
}: {
  order: RestaurantOrder;
  prepLeadMinutes: number;
  timeZone?: string;
}) {
  if (!order.scheduledFor) return null;
  const release = releaseText(order.scheduledFor, prepLeadMinutes, timeZone);
  return (
    <div className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2">
      <p className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <CalendarClock className="size-5 shrink-0 text-sky-800" aria-hidden="true" />
        <time dateTime={order.scheduledFor}>{scheduledForText(order.scheduledFor, timeZone)}</time>
      </p>
      {release ? <p className="text-sm text-stone-700">{release}</p> : null}
    </div>
  );
}
