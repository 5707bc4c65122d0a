import { ConnectionStatus } from '#web/lib/live/connection-status.tsx';
import type { LiveStatus } from '#web/lib/live/live-connection.ts';

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
