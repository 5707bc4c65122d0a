import { RefreshCw } from 'lucide-react';
import { cn } from '../cn';
import type { LiveStatus } from './live-connection';

// One indicator for every app (partners, admin, the customer's tracker), following the socket
// (live-connection.ts): green "Live" only while the socket is open and answering; "Offline" as soon
// as the browser loses its network, back to "Connecting…" then "Live" when it returns.
const labels: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  connected: 'Live',
  disconnected: 'Disconnected',
  error: 'Connection Error',
  offline: 'Offline',
};

const dotClass: Record<LiveStatus, string> = {
  connecting: 'bg-amber-500',
  connected: 'bg-green-600',
  disconnected: 'bg-stone-400',
  error: 'bg-red-600',
  offline: 'bg-stone-500',
};

/**
 * A small live-updates indicator; on a failed connection it offers Retry (SPEC section 8). Offline
 * has none: nothing can connect until the network is back, and then it reconnects by itself.
 */
export function ConnectionStatus({
  status,
  onRetry,
  className,
}: {
  status: LiveStatus;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <span role="status" className="inline-flex items-center gap-1.5 font-medium text-stone-700">
        <span className={cn('size-2.5 rounded-full', dotClass[status])} aria-hidden="true" />
        <span className="sr-only">Live updates: </span>
        {labels[status]}
      </span>
      {status === 'error' || status === 'disconnected' ? (
        <button
          type="button"
          onClick={onRetry}
          className="focus-ring inline-flex min-h-9 items-center gap-1 rounded-md px-2 font-semibold text-brand-strong hover:bg-brand-soft"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Retry
        </button>
      ) : null}
    </div>
  );
}
