import type { LiveStatus } from '#web/lib/live/live-connection.ts';

/**
 * Said plainly when the live channel is down: offers and changes to the driver's orders may not
 * show up until it is back (the dashboard then reads everything again).
 */
export function ConnectionBanner({ status }: { status: LiveStatus }) {
  if (status === 'connecting' || status === 'connected') return null;
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
      Live updates are paused: new orders and changes to your deliveries may not appear until the connection
      is back. The app catches up by itself when it reconnects.
    </p>
  );
}
