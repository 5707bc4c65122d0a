import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import type { DrawerPlacedOrder } from './use-drawer-order';

/**
 * Under the emptied cart after an order: the way to its tracker, where the delivery code the driver
 * will ask for is shown (only this device holds the order's tracking token).
 */
export function PlacedOrderLink({ order, onNavigate }: { order: DrawerPlacedOrder; onNavigate: () => void }) {
  return (
    <div className="mt-2 w-full rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-center">
      <p className="font-semibold text-emerald-900">Order #{order.id} is confirmed</p>
      <p className="text-sm text-emerald-900">Its tracker shows the delivery code to give your driver.</p>
      <Link
        href={paths.trackedOrder(order.phone, order.trackingToken)}
        onClick={onNavigate}
        className={buttonClass('primary', 'md', 'mt-3')}
      >
        Track order #{order.id}
      </Link>
    </div>
  );
}
