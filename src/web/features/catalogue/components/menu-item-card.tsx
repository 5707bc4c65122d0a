import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import type { MenuItem } from '../types';

export function MenuItemCard({ item }: { item: MenuItem }) {
  return (
    <article
      className={cn(
        'flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm',
        !item.isAvailable && 'opacity-75',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold text-stone-900">{item.name}</h3>
        {item.description ? (
          <p className={cn('text-sm', item.isAvailable ? 'text-stone-600' : 'text-stone-700')}>
            {item.description}
          </p>
        ) : null}
        <div className="mt-auto flex items-center gap-3 pt-2">
          <p className="font-semibold text-stone-900">{formatPrice(item.price)}</p>
          {item.isAvailable ? null : (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
              Unavailable
            </span>
          )}
        </div>
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
