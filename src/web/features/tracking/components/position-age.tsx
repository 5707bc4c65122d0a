import { useNow } from '#web/lib/use-now.ts';
import { positionAgeText } from '../position-age';

/**
 * "Last position 45 s ago" once the driver's position is older than STALE_POSITION_MS, counting
 * every second; nothing while it is fresh.
 */
export function PositionAge({ at, className }: { at: string; className?: string }) {
  const now = useNow(1000);
  const text = positionAgeText(at, now);
  if (!text) return null;
  return (
    <span className={className} data-testid="position-age">
      {text}
    </span>
  );
}
