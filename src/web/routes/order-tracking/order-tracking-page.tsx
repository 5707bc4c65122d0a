import { Link, useSearchParams } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { LiveUpdatesBar } from '../../features/tracking/components/live-updates-bar';
import { OrdersLoading, OrdersLookupFailed } from '../../features/tracking/components/lookup-states';
import { OrderTracker } from '../../features/tracking/components/order-tracker';
import { lookupPhone } from '../../features/tracking/lookup-phone';
import { NO_ORDERS_FOUND } from '../../features/tracking/messages';
import { useOrderLookup } from '../../features/tracking/use-order-lookup';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /order-tracking?phone=… (SPEC section 7: where /checkout lands after an order). Shows the
 * newest order of that phone, the one just placed, with the same tracker as /track-order.
 */
export function OrderTrackingPage() {
  useDocumentTitle('Order Tracking');
  const [searchParams] = useSearchParams();
  const rawPhone = searchParams.get('phone') ?? '';

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Order Tracking</h1>
      {lookupPhone(rawPhone) === null ? <NoPhone /> : <LatestOrder rawPhone={rawPhone} />}
    </div>
  );
}

function LatestOrder({ rawPhone }: { rawPhone: string }) {
  const { orders, live } = useOrderLookup(rawPhone);
  const allOrdersHref = `/track-order?${new URLSearchParams({ phone: rawPhone })}`;

  if (orders.isPending) return <OrdersLoading />;
  if (orders.isError) {
    return <OrdersLookupFailed onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  }
  const [latest, ...earlier] = orders.data;
  if (!latest) {
    return (
      <StatusMessage
        as="h2"
        title={NO_ORDERS_FOUND}
        description="We could not find an order for this phone number. It may take a moment to appear."
      >
        <Link href="/track-order" className={buttonClass('secondary')}>
          Look up another number
        </Link>
      </StatusMessage>
    );
  }
  return (
    <section aria-label="Your latest order" className="space-y-4">
      <LiveUpdatesBar summary="Your latest order, updated live" status={live.status} onRetry={live.retry} />
      <OrderTracker
        order={latest}
        driver={live.driverPositions.get(latest.id)}
        className="border-brand/40 shadow-md"
      />
      {earlier.length > 0 ? (
        <p className="text-stone-700">
          This phone number has {earlier.length} earlier {earlier.length === 1 ? 'order' : 'orders'}.{' '}
          <Link
            href={allOrdersHref}
            className="focus-ring rounded font-semibold text-brand-strong underline underline-offset-2"
          >
            Track all orders
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function NoPhone() {
  return (
    <StatusMessage
      as="h2"
      title="Which order should we show?"
      description="This page follows an order you have just placed. Look your order up by the phone number you ordered with."
    >
      <Link href="/track-order" className={buttonClass('primary')}>
        Track an order
      </Link>
    </StatusMessage>
  );
}
