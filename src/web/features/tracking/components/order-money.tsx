import { toCents } from '#domain/shared/money.ts';
import { formatPrice } from '#web/lib/format.ts';

interface OrderMoneyProps {
  order: {
    id: number;
    currency: string;
    subtotal: string;
    discount: string;
    deliveryFee: string;
    tax: string;
    taxIncluded: boolean;
    tip: string;
    total: string;
  };
}

const isZero = (amount: string) => toCents(amount) === 0;

/**
 * What the order costs, line by line, in its currency: the food, the promotion's discount, the
 * restaurant's delivery fee, the tax (added, or included in the prices), the tip and the total the
 * customer paid or pays on delivery.
 */
export function OrderMoney({ order }: OrderMoneyProps) {
  const money = (amount: string) => formatPrice(amount, order.currency);
  const rows: Array<[string, string]> = [['Subtotal', money(order.subtotal)]];
  if (!isZero(order.discount)) rows.push(['Discount', `-${money(order.discount)}`]);
  rows.push(['Delivery fee', money(order.deliveryFee)]);
  if (!order.taxIncluded && !isZero(order.tax)) rows.push(['Tax', money(order.tax)]);
  if (!isZero(order.tip)) rows.push(['Tip', money(order.tip)]);
  return (
    <section aria-label={`Payment of order #${order.id}`} className="text-sm">
      <dl className="space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-1 font-semibold">
          <dt className="text-stone-900">Total</dt>
          <dd className="text-stone-900">{money(order.total)}</dd>
        </div>
      </dl>
      {order.taxIncluded && !isZero(order.tax) ? (
        <p className="mt-1 text-stone-600">Includes tax of {money(order.tax)}</p>
      ) : null}
    </section>
  );
}
