import { CalendarClock } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { scheduledDateTime } from '#web/lib/scheduled-time.ts';

/**
 * "Scheduled for Friday, Nov 28 at 7:15 PM": an order for later's time on the customer's own
 * clock, above everything else on the tracker (a compact line on the orders list).
 */
export function ScheduledFor({
  scheduledFor,
  compact = false,
}: {
  scheduledFor: string | null;
  compact?: boolean;
}) {
  const text = scheduledFor ? scheduledDateTime(scheduledFor) : '';
  if (!scheduledFor || !text) return null;
  return (
    <p
      className={cn(
        'flex items-center gap-2 font-semibold text-stone-900',
        compact ? 'text-sm' : 'rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-lg',
      )}
      data-testid="scheduled-for"
    >
      <CalendarClock
        className={cn('shrink-0 text-sky-800', compact ? 'size-4' : 'size-5')}
        aria-hidden="true"
      />
      <span>
        Scheduled for <time dateTime={scheduledFor}>{text}</time>
      </span>
    </p>
  );
}
