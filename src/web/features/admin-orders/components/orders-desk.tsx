import { type ChangeEvent, useEffect, useState } from 'react';
import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '#domain/order-lifecycle/status-machine.ts';
import { DELIVERY_INSTRUCTIONS_LABEL, KITCHEN_NOTE_LABEL } from '#domain/ordering/order-notes.ts';
import { AdminTable, type Column } from '#web/components/admin-table.tsx';
import { orderPaymentText, orderStatusText, orderStatusTone } from '#web/components/order-labels.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/input.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useAdminOrders } from '../api/get-admin-orders';
import { canAssign, canCancel, orderAge } from '../desk-text';
import { AssignDriverDialog } from './assign-driver-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { UnlockDeliveryDialog } from './unlock-delivery-dialog';

const AGE_TICK_MS = 30_000;

/**
 * The Orders tab: every order, newest first, one status or all, a page at a time; kept current by
 * the admin socket's order_created and order_updated. An order can be cancelled (unless delivered
 * or cancelled) or given to a driver (while preparing or ready); a "Locked" order had too many
 * wrong delivery codes and can be unlocked once support has checked with the customer.
 */
export function OrdersDesk({
  status,
  onStatusChange,
  onUnauthorized,
}: {
  status: OrderStatus | null;
  onStatusChange: (status: OrderStatus | null) => void;
  onUnauthorized: () => void;
}) {
  const orders = useAdminOrders(status);
  // One dialog at a time, kept by the desk: it outlives its row when a live refresh changes or
  // removes it, so the admin sees why the action is refused instead of a vanishing dialog.
  const [action, setAction] = useState<DeskAction | null>(null);
  const closeAction = () => setAction(null);
  const now = useNow(AGE_TICK_MS);
  const denied = isApiError(orders.error, 401) || isApiError(orders.error, 403);
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);

  const rows = orders.data?.pages.flatMap((page) => page.orders);
  const columns: Column<AdminDeskOrder>[] = [
    {
      header: 'Order',
      cell: (o) => <span className="font-semibold whitespace-nowrap text-stone-900">#{o.id}</span>,
    },
    { header: 'Status', cell: (o) => <StatusCell order={o} /> },
    { header: 'Restaurant', cell: (o) => <span className="inline-block min-w-32">{o.restaurant.name}</span> },
    {
      header: 'Driver',
      cell: (o) =>
        o.driver ? (
          <span className="inline-block min-w-28">
            {o.driver.name}
            <span className="block text-xs whitespace-nowrap text-stone-600">{o.driver.phone}</span>
          </span>
        ) : (
          <span className="text-stone-600">Unassigned</span>
        ),
    },
    {
      header: 'Customer',
      cell: (o) => (
        <span className="inline-block min-w-28">
          {o.customerName}
          <span className="block text-xs whitespace-nowrap text-stone-600">{o.customerPhone}</span>
          <DeskNote label={KITCHEN_NOTE_LABEL} text={o.kitchenNote} />
          <DeskNote label={DELIVERY_INSTRUCTIONS_LABEL} text={o.deliveryInstructions} />
        </span>
      ),
    },
    {
      header: 'Total',
      cell: (o) => <span className="whitespace-nowrap tabular-nums">{formatPrice(o.total, o.currency)}</span>,
    },
    {
      header: 'Payment',
      cell: (o) => (
        <span className="whitespace-nowrap">{orderPaymentText(o.paymentMethod, o.paymentStatus)}</span>
      ),
    },
    {
      header: 'Age',
      cell: (o) => (
        <time dateTime={o.createdAt} className="whitespace-nowrap tabular-nums">
          {orderAge(o.createdAt, now)}
        </time>
      ),
    },
    {
      header: 'Actions',
      cell: (o) =>
        canCancel(o.status) || canAssign(o.status) || o.deliveryLocked ? (
          <div className="flex flex-wrap gap-2">
            {o.deliveryLocked ? (
              <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'unlock', order: o })}>
                Unlock<span className="sr-only"> delivery of order #{o.id}</span>
              </Button>
            ) : null}
            {canAssign(o.status) ? (
              <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'assign', order: o })}>
                Assign driver<span className="sr-only"> to order #{o.id}</span>
              </Button>
            ) : null}
            {canCancel(o.status) ? (
              <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'cancel', order: o })}>
                Cancel<span className="sr-only"> order #{o.id}</span>
              </Button>
            ) : null}
          </div>
        ) : (
          <span className="sr-only">None</span>
        ),
    },
  ];

  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    onStatusChange(isOrderStatus(value) ? value : null);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FormField label="Status" className="w-full sm:w-60">
          <Select value={status ?? ''} onChange={onFilter}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {orderStatusText(option)}
              </option>
            ))}
          </Select>
        </FormField>
        {rows ? (
          <p className="text-sm text-stone-700" aria-live="polite">
            {rows.length} {rows.length === 1 ? 'order' : 'orders'} shown, newest first
          </p>
        ) : null}
      </div>
      <AdminTable
        caption="Orders"
        columns={columns}
        rows={rows}
        isError={orders.isError && !orders.isFetchNextPageError}
        onRetry={() => void orders.refetch()}
        emptyText={status === null ? 'No orders yet.' : `No ${orderStatusText(status).toLowerCase()} orders.`}
      />
      {orders.isFetchNextPageError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          More orders could not be loaded. Please try again.
        </p>
      ) : null}
      {orders.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void orders.fetchNextPage()}
          disabled={orders.isFetchingNextPage}
          aria-busy={orders.isFetchingNextPage}
        >
          {orders.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      {action?.kind === 'cancel' ? (
        <CancelOrderDialog order={action.order} onClose={closeAction} onUnauthorized={onUnauthorized} />
      ) : null}
      {action?.kind === 'assign' ? (
        <AssignDriverDialog order={action.order} onClose={closeAction} onUnauthorized={onUnauthorized} />
      ) : null}
      {action?.kind === 'unlock' ? (
        <UnlockDeliveryDialog order={action.order} onClose={closeAction} onUnauthorized={onUnauthorized} />
      ) : null}
    </div>
  );
}

interface DeskAction {
  kind: 'cancel' | 'assign' | 'unlock';
  /** The order as the row showed it when the action was chosen. */
  order: AdminDeskOrder;
}

function StatusCell({ order }: { order: AdminDeskOrder }) {
  return (
    <div className="flex min-w-28 flex-col items-start gap-1">
      <Badge tone={orderStatusTone(order.status)}>{orderStatusText(order.status)}</Badge>
      {order.deliveryLocked ? (
        <Badge tone="danger" title="Too many wrong delivery codes: the driver cannot complete it">
          Locked<span className="sr-only">: too many wrong delivery codes</span>
        </Badge>
      ) : null}
      {order.status === 'cancelled' && order.cancelReason ? (
        <span className="max-w-48 text-xs text-stone-700">{order.cancelReason}</span>
      ) : null}
    </div>
  );
}

/** A customer's note under the customer, small: support reads it when a customer calls. */
function DeskNote({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <span className="mt-1 block max-w-64 text-xs break-words whitespace-pre-line text-stone-700">
      <span className="font-semibold">{label}:</span> {text}
    </span>
  );
}
