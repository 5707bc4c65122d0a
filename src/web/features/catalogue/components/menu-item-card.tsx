import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { cn } from '#web/lib/cn.ts';
import { formatPrice } from '#web/lib/format.ts';

interface MenuItemCardProps {
  item: MenuItem;
  /** Adds the item to the cart; without it the card only shows the dish. */
  onAdd?: (item: MenuItem) => void;
  /** How many of this dish the cart holds. */
  inCart?: number;
  /**
   * The id of the text saying why nothing can be added now (a closed restaurant): Add to Cart is
   * shown disabled and described by it.
   */
  addBlockedBy?: string;
}

/**
 * One dish. Unavailable dishes are dimmed and cannot be added (SPEC section 4); while the
 * restaurant is closed, Add to Cart is disabled with the reason.
 */
export function MenuItemCard({ item, onAdd, inCart = 0, addBlockedBy }: MenuItemCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm',
        !item.isAvailable && 'opacity-75',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={headingId} className="font-semibold text-stone-900">
          {item.name}
        </h3>
        {item.description ? (
          <p className={cn('text-sm', item.isAvailable ? 'text-stone-600' : 'text-stone-700')}>
            {item.description}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
          <p className="font-semibold text-stone-900">{formatPrice(item.price, item.currency)}</p>
          {item.isAvailable ? null : (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
              Unavailable
            </span>
          )}
          {inCart > 0 ? <span className="text-sm font-medium text-green-800">{inCart} in cart</span> : null}
        </div>
        {onAdd && item.isAvailable ? (
          // Named "Add to Cart <dish>" by its own text and the dish heading: every card has one.
          <button
            id={`${headingId}-add`}
            type="button"
            aria-labelledby={`${headingId}-add ${headingId}`}
            aria-describedby={addBlockedBy}
            // A dish with option groups opens its options dialog first.
            aria-haspopup={item.optionGroups.length > 0 ? 'dialog' : undefined}
            disabled={addBlockedBy !== undefined}
            onClick={() => onAdd(item)}
            className="focus-ring mt-3 inline-flex min-h-10 items-center justify-center gap-1.5 self-start rounded-lg bg-brand-strong px-4 py-2 text-sm font-semibold text-white enabled:hover:bg-brand-deep disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-800"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add to Cart
          </button>
        ) : null}
      </div>
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
          className="size-24 shrink-0 rounded-lg object-cover"
        />
      ) : null}
    </article>
  );
}
