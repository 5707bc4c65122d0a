import { ConnectionStatus } from '../../../lib/live/connection-status';
import type { LiveStatus } from '../../../lib/live/live-connection';

/** The results' heading line: how many orders, and whether they are being kept up to date. */
export function LiveUpdatesBar({
  summary,
  status,
  onRetry,
}: {
  summary: string;
  status: LiveStatus;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-700">{summary}</p>
      <ConnectionStatus status={status} onRetry={onRetry} />
    </div>
  );
}
