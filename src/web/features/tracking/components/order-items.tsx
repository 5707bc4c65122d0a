import type { OrderLine } from '#domain/order-lifecycle/responses.ts';
import { formatPrice } from '#web/lib/format.ts';

/** The lines of an order: quantity, name and unit price in the order's currency (the full view only). */
export function OrderItems({
  items,
  currency,
  label,
}: {
  items: readonly OrderLine[];
  currency: string;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="space-y-1 text-sm text-stone-700">
      {items.map((line) => (
        // A cart holds each dish once, so name and price tell the lines apart.
        <li key={`${line.name}|${line.price}`} className="flex justify-between gap-3">
          <span>
            {line.quantity} × {line.name}
          </span>
          <span className="tabular-nums">{formatPrice(line.price, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
