import { Minus, Plus, Trash2 } from 'lucide-react';
import { type CartItem, lineChoicesText, lineOptionIds, MAX_CART_ITEM_QUANTITY } from '#domain/cart/rules.ts';
import { formatMoney } from '#domain/shared/currency.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import type { LineChange } from '../cart-changes';
import { LineChangeNote } from './line-change-note';

const stepperClass =
  'focus-ring inline-flex size-9 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (id: number, quantity: number, options?: readonly number[]) => void;
  onRemove: (id: number, options?: readonly number[]) => void;
  /** What changed on the menu since the dish was added, if anything. */
  change?: LineChange;
  onAcceptPrice?: (id: number, price: number, currency: string, options?: readonly number[]) => void;
}

/**
 * A line's amount in its currency; a line kept from before carts recorded one shows the plain
 * figure for the moment its restaurant's currency is being read (never another currency's sign).
 */
export function lineMoney(cents: number, currency: string | null): string {
  return currency ? formatMoney(cents, currency) : centsToDecimal(cents);
}

/**
 * One cart line: picture, name, unit and line price, quantity stepper and remove; a dish that
 * changed since it was added says what changed (its own Remove button takes an unavailable one out).
 */
export function CartLine({ item, onQuantityChange, onRemove, change, onAcceptPrice }: CartLineProps) {
  const unitCents = toCents(item.price);
  const options = lineOptionIds(item);
  const choices = lineChoicesText(item);
  // Two lines of one dish differ by their choices, so the buttons' names carry them.
  const label = choices ? `${item.name} (${choices})` : item.name;
  return (
    <li className="flex gap-3 py-4">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
          className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">{item.name}</p>
            {choices ? <p className="text-sm text-stone-700">{choices}</p> : null}
            <p className="text-sm text-stone-600">{lineMoney(unitCents, item.currency)} each</p>
          </div>
          <p className="font-semibold text-stone-900">
            {lineMoney(unitCents * item.quantity, item.currency)}
          </p>
        </div>
        {change && onAcceptPrice ? (
          <LineChangeNote item={item} change={change} onAcceptPrice={onAcceptPrice} />
        ) : null}
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            {/* Going below 1 removes the line (SPEC section 4), so "-" stays enabled at 1. */}
            <button
              type="button"
              className={stepperClass}
              aria-label={`Decrease quantity of ${label}`}
              onClick={() => onQuantityChange(item.id, item.quantity - 1, options)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output aria-label={`Quantity of ${label}`} className="min-w-6 text-center font-semibold">
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepperClass}
              aria-label={`Increase quantity of ${label}`}
              disabled={item.quantity >= MAX_CART_ITEM_QUANTITY}
              onClick={() => onQuantityChange(item.id, item.quantity + 1, options)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            onClick={() => onRemove(item.id, options)}
            aria-label={`Remove ${label}`}
            className="focus-ring inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
