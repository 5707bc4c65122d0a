import { AlertTriangle } from 'lucide-react';
import { type CartItem, lineOptionIds } from '#domain/cart/rules.ts';
import type { LineChange } from '../cart-changes';
import {
  ACCEPT_NEW_PRICE_LABEL,
  ITEM_UNAVAILABLE_MESSAGE,
  priceChangedMessage,
  REMOVE_UNAVAILABLE_LABEL,
} from '../messages';

const actionClass =
  'focus-ring inline-flex min-h-9 items-center rounded-md border border-amber-400 bg-white px-3 text-sm font-semibold text-amber-950 hover:bg-amber-100';

interface LineChangeNoteProps {
  item: CartItem;
  change: LineChange;
  /** Takes the dish's current price (in units of its currency) into the cart. */
  onAcceptPrice: (id: number, price: number, currency: string, options?: readonly number[]) => void;
  /** Takes an unavailable dish out; omit where the line has its own Remove button. */
  onRemove?: (id: number, options?: readonly number[]) => void;
}

/**
 * On a cart line whose dish changed since it was added: what changed, and the button that
 * resolves it (accept the new price, or remove the dish).
 */
export function LineChangeNote({ item, change, onAcceptPrice, onRemove }: LineChangeNoteProps) {
  const text =
    change.kind === 'price'
      ? priceChangedMessage(change.wasCents, change.nowCents, change.currency)
      : ITEM_UNAVAILABLE_MESSAGE;
  return (
    <div
      data-testid="line-change"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
    >
      <p className="flex items-start gap-1.5 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {text}
      </p>
      {change.kind === 'price' ? (
        <button
          type="button"
          className={actionClass}
          aria-label={`${ACCEPT_NEW_PRICE_LABEL}: ${item.name}`}
          onClick={() => onAcceptPrice(item.id, change.nowCents / 100, change.currency, lineOptionIds(item))}
        >
          {ACCEPT_NEW_PRICE_LABEL}
        </button>
      ) : onRemove ? (
        <button
          type="button"
          className={actionClass}
          aria-label={`${REMOVE_UNAVAILABLE_LABEL}: ${item.name}`}
          onClick={() => onRemove(item.id, lineOptionIds(item))}
        >
          {REMOVE_UNAVAILABLE_LABEL}
        </button>
      ) : null}
    </div>
  );
}
