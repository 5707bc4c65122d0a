import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { TRACKING_TOKEN_PATTERN } from '#domain/tracking/rules.ts';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import type { PlacedOrderEntry } from '#web/features/ordering/placed-orders.ts';
import { usePlacedOrders } from '#web/features/ordering/use-placed-orders.ts';
import { NotifyMeButton } from '#web/features/push/components/notify-me-button.tsx';
import { RateOrder } from '#web/features/reviews/components/rate-order.tsx';
import { trackingKeys } from '#web/features/tracking/api/query-keys.ts';
import { LiveUpdatesBar } from '#web/features/tracking/components/live-updates-bar.tsx';
import { OrdersLoading, OrdersLookupFailed } from '#web/features/tracking/components/lookup-states.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import { lookupPhone } from '#web/features/tracking/lookup-phone.ts';
import { NO_ORDERS_FOUND } from '#web/features/tracking/messages.ts';
import { isFinishedStatus, type OrderView } from '#web/features/tracking/order-views.ts';
import { useOrderLookup } from '#web/features/tracking/use-order-lookup.ts';
import { useTrackedOrderLive } from '#web/features/tracking/use-tracked-order-live.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AfterOrderActions } from '../orders/after-order-actions';

const linkClass = 'focus-ring rounded font-semibold text-brand-strong underline underline-offset-2';

/**
 * /order-tracking?phone=…&token=… (SPEC section 7: where an order lands once placed). With the
 * order's tracking token it shows that order in full: dishes, street address, the live map with the
 * driver, and the delivery code to give the driver. With a phone only, it shows the phone's newest
 * order: in full when this device placed it (it keeps the token), else in the phone view.
 */
export function OrderTrackingPage() {
  useDocumentTitle('Order Tracking');
  const [searchParams] = useSearchParams();
  const rawPhone = searchParams.get('phone') ?? '';
  const rawToken = searchParams.get('token');
  const phone = lookupPhone(rawPhone);
  const placed = usePlacedOrders();

  let content: ReactNode;
  if (rawToken !== null) {
    content = TRACKING_TOKEN_PATTERN.test(rawToken) ? (
      <TokenOrder token={rawToken} rawPhone={phone === null ? null : rawPhone} placed={placed} />
    ) : (
      <UnknownLink rawPhone={phone === null ? null : rawPhone} held={placed.entries} />
    );
  } else {
    content = phone === null ? <NoPhone /> : <LatestOrder rawPhone={rawPhone} held={placed.entries} />;
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Order Tracking</h1>
      {content}
    </div>
  );
}

/** The order the link's token opens, in full and live. */
function TokenOrder({
  token,
  rawPhone,
  placed,
}: {
  token: string;
  rawPhone: string | null;
  placed: ReturnType<typeof usePlacedOrders>;
}) {
  const { tracked, view, live } = useTrackedOrderLive(token);
  const orderId = tracked.data?.id;
  const { remember, entries } = placed;
  const held = orderId !== undefined && entries.some((entry) => entry.orderId === orderId);
  // A tracking link opened on this device makes it one of the device's orders (its full view in
  // the look-ups too).
  useEffect(() => {
    if (orderId !== undefined && !held) remember({ orderId, trackingToken: token });
  }, [orderId, held, remember, token]);

  if (tracked.isPending) return <OrdersLoading />;
  if (tracked.isError) {
    if (isApiError(tracked.error, 404)) return <UnknownLink rawPhone={rawPhone} held={entries} />;
    return <OrdersLookupFailed onRetry={() => void tracked.refetch()} retrying={tracked.isFetching} />;
  }
  if (!view) return null;
  const phone = rawPhone ?? view.order.customerPhone;
  return (
    <section aria-label="Your order" className="space-y-4">
      <LiveUpdatesBar summary="Your order, updated live" status={live.status} onRetry={live.retry} />
      {isFinishedStatus(view.order.status) ? null : <NotifyMeButton trackingToken={token} />}
      <OrderTracker
        view={view}
        showDeliveryCode
        mapOpen
        className="border-brand/40 shadow-md"
        footer={<AfterOrderActions view={view} />}
      />
      <OrderRating view={view} />
      <p className="text-stone-700">
        <Link href={paths.trackOrderFor(phone)} className={linkClass}>
          All orders of this phone number
        </Link>
      </p>
    </section>
  );
}

/** The link's token opens no order: say so, and fall back to the phone's newest order. */
function UnknownLink({ rawPhone, held }: { rawPhone: string | null; held: readonly PlacedOrderEntry[] }) {
  return (
    <div className="space-y-6">
      <StatusMessage
        role="alert"
        as="h2"
        title="This tracking link does not open an order"
        description={
          rawPhone === null
            ? 'Check the link, or look your order up by the phone number you ordered with.'
            : 'Showing the newest order of the phone number in the link instead.'
        }
      >
        {rawPhone === null ? (
          <Link href={paths.trackOrder} className={buttonClass('primary')}>
            Track an order
          </Link>
        ) : null}
      </StatusMessage>
      {rawPhone === null ? null : <LatestOrder rawPhone={rawPhone} held={held} />}
    </div>
  );
}

/** The phone's newest order (the one just placed): in full when this device holds its token. */
function LatestOrder({ rawPhone, held }: { rawPhone: string; held: readonly PlacedOrderEntry[] }) {
  const { orders, views, live, isLoadingFull } = useOrderLookup(rawPhone, held);
  const allOrdersHref = paths.trackOrderFor(rawPhone);

  if (orders.isPending) return <OrdersLoading />;
  if (orders.isError) {
    return <OrdersLookupFailed onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  }
  const [latest, ...earlier] = views ?? [];
  if (!latest) {
    return (
      <StatusMessage
        as="h2"
        title={NO_ORDERS_FOUND}
        description="We could not find an order for this phone number. It may take a moment to appear."
      >
        <Link href={paths.trackOrder} className={buttonClass('secondary')}>
          Look up another number
        </Link>
      </StatusMessage>
    );
  }
  // This device placed it: wait for the full view rather than flash the phone view first.
  if (latest.kind === 'phone' && isLoadingFull(latest.order.id)) return <OrdersLoading />;
  const heldToken = isFinishedStatus(latest.order.status)
    ? undefined
    : held.find((entry) => entry.orderId === latest.order.id)?.trackingToken;
  return (
    <section aria-label="Your latest order" className="space-y-4">
      <LiveUpdatesBar summary="Your latest order, updated live" status={live.status} onRetry={live.retry} />
      {heldToken ? <NotifyMeButton trackingToken={heldToken} /> : null}
      <OrderTracker
        view={latest}
        showDeliveryCode
        mapOpen
        className="border-brand/40 shadow-md"
        footer={<AfterOrderActions view={latest} />}
      />
      <OrderRating view={latest} />
      {earlier.length > 0 ? (
        <p className="text-stone-700">
          This phone number has {earlier.length} earlier {earlier.length === 1 ? 'order' : 'orders'}.{' '}
          <Link href={allOrdersHref} className={linkClass}>
            Track all orders
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Below the tracker, for the token holder: rate a delivered order, or see the rating given. Once
 * sent, the order is read again so it carries the review.
 */
function OrderRating({ view }: { view: OrderView }) {
  const queryClient = useQueryClient();
  if (view.kind !== 'tracked') return null;
  const { trackingToken } = view;
  return (
    <RateOrder
      order={view.order}
      trackingToken={trackingToken}
      onRated={() =>
        void queryClient.invalidateQueries({ queryKey: trackingKeys.trackedOrder(trackingToken) })
      }
    />
  );
}

function NoPhone() {
  return (
    <StatusMessage
      as="h2"
      title="Which order should we show?"
      description="This page follows an order you have just placed. Look your order up by the phone number you ordered with."
    >
      <Link href={paths.trackOrder} className={buttonClass('primary')}>
        Track an order
      </Link>
    </StatusMessage>
  );
}
