import { Clock } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/**
 * The mark of a restaurant that takes no orders right now (card and page header): "Closed", or
 * "Closed · Opens at 10:00 AM" outside its hours.
 */
export function ClosedBadge({ className, label = 'Closed' }: { className?: string; label?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-stone-800 px-3 py-1 text-xs font-semibold text-white',
        className,
      )}
    >
      <Clock className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
