import type { DeliveryPay } from '#domain/driver-deliveries/responses.ts';
import { payLines } from '../money-text';

/**
 * What the driver earns for one delivery, in the order's currency: Base, Distance, Tip, Tip fee
 * when one is kept, Total.
 */
export function PayBreakdown({ pay, currency }: { pay: DeliveryPay; currency: string }) {
  const { lines, total } = payLines(pay, currency);
  return (
    <div className="rounded-lg bg-green-50 px-3 py-2">
      <h4 className="text-sm font-semibold text-green-900">Your pay</h4>
      <dl className="mt-1 space-y-0.5 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-3 text-stone-800">
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-green-200 pt-1 font-bold text-stone-900">
          <dt>Total</dt>
          <dd>{total}</dd>
        </div>
      </dl>
    </div>
  );
}
