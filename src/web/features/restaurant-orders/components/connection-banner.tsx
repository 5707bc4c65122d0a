import type { LiveStatus } from '#web/lib/live/live-connection.ts';

/**
 * Said plainly when the live channel is down: a kitchen must know new orders may not show up until
 * it is back (the board then reads everything again).
 */
export function ConnectionBanner({ status }: { status: LiveStatus }) {
  if (status === 'connecting' || status === 'connected') return null;
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
      Live updates are paused: new orders may not appear until the connection is back. The board catches up by
      itself when it reconnects.
    </p>
  );
}
