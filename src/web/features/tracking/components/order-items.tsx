import { lineChoicesText } from '#domain/cart/rules.ts';
import type { OrderLine } from '#domain/order-lifecycle/responses.ts';
import { formatAmount } from '#domain/shared/currency.ts';

/**
 * The lines of an order: quantity, name, the chosen options and what the line came to
 * ("2 × Margherita $33.98"), in the order's currency (the full view and the receipt only).
 */
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
      {items.map((line, index) => (
        // An order's lines never change or reorder; one dish may appear twice with other options.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={`${line.name}|${index}`} className="flex justify-between gap-3">
          <span>
            {line.quantity} × {line.name}
            {lineChoicesText(line) ? (
              <span className="block text-stone-600">{lineChoicesText(line)}</span>
            ) : null}
          </span>
          <span className="tabular-nums">{formatAmount(line.lineTotal, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
