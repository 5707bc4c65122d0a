import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#web/components/ui/button.tsx';
import { isFinishedStatus, type OrderView } from '../order-views';

/**
 * From a look-up to the tracker of an order this device placed, where its delivery code is shown;
 * only while the order is under way. `href` is the screen's tracking link for the order's phone and
 * token.
 */
export function FullTrackerLink({
  view,
  href,
}: {
  view: OrderView;
  href: (phone: string, trackingToken: string) => string;
}) {
  if (view.kind !== 'tracked' || isFinishedStatus(view.order.status)) return null;
  return (
    <Link
      href={href(view.order.customerPhone, view.trackingToken)}
      className={buttonClass('secondary', 'sm')}
    >
      <KeyRound className="size-4" aria-hidden="true" />
      Delivery code and full tracker
      <span className="sr-only"> for order #{view.order.id}</span>
    </Link>
  );
}
