import type { FinanceOrder } from '#domain/finance/responses.ts';
import { orderPaymentText, orderStatusText, orderStatusTone } from '#web/components/order-labels.ts';
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

const money = 'px-3 py-3 text-right whitespace-nowrap tabular-nums';

/** SPEC section 9: the 10 most recent orders the filters keep, newest first, with their split. */
export function RecentOrdersTable({ orders }: { orders: FinanceOrder[] }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-stone-900">Recent orders</h2>
      {/* Focusable, so the table scrolls sideways from the keyboard on a phone; relative, so the
          screen-reader text in its cells stays inside the scrolling area. */}
      <section
        aria-label="Recent orders table"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className="focus-ring relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The {orders.length} most recent orders, newest first</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              {HEADERS.map((header) => (
                <th
                  key={header}
                  scope="col"
                  className={`px-3 py-3 font-semibold whitespace-nowrap ${isMoney(header) ? 'text-right' : ''}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
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
                <td className={money}>{formatPrice(order.total)}</td>
                <td className={money}>{formatPrice(order.driverPay)}</td>
                <td className={money}>{formatPrice(order.restaurantPay)}</td>
                <td className={money}>{formatPrice(order.companyPay)}</td>
                <td className="px-3 py-3">
                  {order.final ? (
                    <span className="text-stone-700">Final</span>
                  ) : (
                    <Badge tone="warning">
                      Estimate
                      <span className="sr-only">: final once delivered</span>
                    </Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function isMoney(header: (typeof HEADERS)[number]): boolean {
  return header === 'Total' || header === 'Driver pay' || header === 'Restaurant pay' || header === 'Company';
}
