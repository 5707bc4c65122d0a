import { Pencil } from 'lucide-react';
import { useId } from 'react';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useToggleAvailability } from '../use-menu-mutations';
import { DeleteItemDialog } from './delete-item-dialog';
import { MenuItemDialog } from './menu-item-dialog';

/**
 * One dish with its availability switch, Edit and Delete. An unavailable dish is dimmed (SPEC
 * section 4) by its photo and a grey card; its text stays dark enough to read.
 */
export function MenuItemRow({ restaurantId, item }: { restaurantId: number; item: MenuItem }) {
  const switchId = useId();
  const toggle = useToggleAvailability(restaurantId);
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center',
        item.isAvailable ? 'border-stone-200 bg-white' : 'border-stone-200 bg-stone-100',
      )}
      data-available={item.isAvailable}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt=""
            loading="lazy"
            className={cn(
              'size-16 shrink-0 rounded-lg object-cover',
              !item.isAvailable && 'opacity-40 grayscale',
            )}
          />
        ) : null}
        <div className="min-w-0">
          <h5 className={cn('font-semibold', item.isAvailable ? 'text-stone-900' : 'text-stone-700')}>
            {item.name}{' '}
            {item.isAvailable ? null : (
              <Badge tone="neutral" className="ml-1 align-middle">
                Unavailable
              </Badge>
            )}
          </h5>
          {item.description ? (
            <p className="line-clamp-2 text-sm text-stone-600">{item.description}</p>
          ) : null}
          <p className="mt-1 font-semibold text-stone-800">{formatPrice(item.price, item.currency)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            needsConnection
            checked={item.isAvailable}
            aria-label={`${item.name} available`}
            onCheckedChange={(isAvailable) => toggle.mutate({ id: item.id, isAvailable })}
          />
          <label htmlFor={switchId} className="text-sm text-stone-700" aria-hidden="true">
            Available
          </label>
        </div>
        <MenuItemDialog
          restaurantId={restaurantId}
          currency={item.currency}
          item={item}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Edit ${item.name}`}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <DeleteItemDialog restaurantId={restaurantId} item={item} />
      </div>
    </li>
  );
}
