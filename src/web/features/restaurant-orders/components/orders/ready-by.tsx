import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { timeLeft } from '#web/features/restaurant-orders/time-text.ts';
import { clockTime } from '#web/lib/clock-time.ts';
import { cn } from '#web/lib/cn.ts';

/** The kitchen's promise on a preparing order: "Ready by 14:35 · 12 min left", red once late. */
export function ReadyBy({ order, now }: { order: RestaurantOrder; now: number }) {
  if (!order.readyBy) return null;
  const late = Date.parse(order.readyBy) < now;
  return (
    <p className={cn('text-sm font-medium', late ? 'text-red-700' : 'text-stone-700')}>
      Ready by <time dateTime={order.readyBy}>{clockTime(order.readyBy)}</time> ·{' '}
      {timeLeft(order.readyBy, now)}
    </p>
  );
}
