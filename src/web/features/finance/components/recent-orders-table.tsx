import type { FinanceOrder } from '#domain/finance/responses.ts';
import { orderPaymentText, orderStatusText, orderStatusTone } from '#web/components/order-labels.ts';
import { TableFrame, type TableHeading } from '#web/components/table-frame.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { placedAt } from '../day-text';

const HEADERS = [
  'Order',
  'Placed',
  'Restaurant',
  'Status',
  'Payment',
  'Total',
  'Driver pay',
  'Restaurant pay',
  'Company',
  'Split',
] as const;

const HEADINGS: TableHeading[] = HEADERS.map((header) => ({
  header,
  numeric:
    header === 'Total' || header === 'Driver pay' || header === 'Restaurant pay' || header === 'Company',
}));

const money = 'px-3 py-3 text-right whitespace-nowrap tabular-nums';

/**
 * SPEC section 9: the 10 most recent orders of the currency on screen the filters keep, newest
 * first, with their split: final once delivered, an estimate while moving, none once cancelled
 * (with what went back to the card).
 */
export function RecentOrdersTable({ orders }: { orders: FinanceOrder[] }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-stone-900">Recent orders</h2>
      <TableFrame
        label="Recent orders table"
        caption={`The ${orders.length} most recent orders, newest first`}
        headings={HEADINGS}
      >
        {orders.map((order) => (
          <tr key={order.id} className="text-stone-800">
            <th scope="row" className="px-3 py-3 font-semibold whitespace-nowrap text-stone-900">
              #{order.id}
            </th>
            <td className="px-3 py-3">
              <time dateTime={order.createdAt} className="whitespace-nowrap tabular-nums">
                {placedAt(order.createdAt)}
              </time>
            </td>
            <td className="px-3 py-3">
              <span className="inline-block min-w-32">{order.restaurant.name}</span>
            </td>
            <td className="px-3 py-3">
              <Badge tone={orderStatusTone(order.status)}>{orderStatusText(order.status)}</Badge>
            </td>
            <td className="px-3 py-3 whitespace-nowrap">
              {orderPaymentText(order.paymentMethod, order.paymentStatus)}
            </td>
            <td className={money}>{formatPrice(order.total, order.currency)}</td>
            <td className={money}>{formatPrice(order.driverPay, order.currency)}</td>
            <td className={money}>{formatPrice(order.restaurantPay, order.currency)}</td>
            <td className={money}>{formatPrice(order.companyPay, order.currency)}</td>
            <td className="px-3 py-3">
              <SplitCell order={order} />
            </td>
          </tr>
        ))}
      </TableFrame>
    </div>
  );
}

function SplitCell({ order }: { order: FinanceOrder }) {
  switch (order.stage) {
    case 'final':
      return <span className="text-stone-700">Final</span>;
    case 'estimate':
      return (
        <Badge tone="warning">
          Estimate
          <span className="sr-only">: final once delivered</span>
        </Badge>
      );
    case 'cancelled':
      return (
        <span className="whitespace-nowrap text-stone-700">
          None, {formatPrice(order.refund, order.currency)} refunded
        </span>
      );
  }
}
