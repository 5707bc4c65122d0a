import { Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PillFilter } from '#web/components/ui/pill-filter.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useMenu } from '#web/lib/menu-query.ts';
import { useRestaurant } from '#web/lib/restaurant-query.ts';
import { ALL_CATEGORIES, groupMenu, menuCategories } from '../menu-groups';
import { MenuItemDialog } from './menu-item-dialog';
import { MenuItemRow } from './menu-item-row';

/**
 * The Menu tab: every dish by category, with add, edit, delete and the availability switch. Prices
 * are in the restaurant's currency: the dishes carry it, and an empty menu reads it from the
 * restaurant.
 */
export function MenuManager({ restaurantId }: { restaurantId: number }) {
  const menu = useMenu(restaurantId);
  const [selected, setSelected] = useState<string>(ALL_CATEGORIES);
  const fromDishes = menu.data?.[0]?.currency;
  const restaurant = useRestaurant(restaurantId, menu.isSuccess && fromDishes === undefined);
  const currency = fromDishes ?? restaurant.data?.currency;

  if (menu.isError) {
    return <QueryError title="Could not load your menu" query={menu} />;
  }
  if (currency === undefined && restaurant.isError) {
    return <QueryError title="Could not load your menu" query={restaurant} />;
  }
  if (menu.isPending || currency === undefined) return <Skeleton className="h-64" />;
  const addButton = (
    <MenuItemDialog
      restaurantId={restaurantId}
      currency={currency}
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          Add Item
        </Button>
      }
    />
  );
  const categories = menuCategories(menu.data);
  // A category emptied by a delete falls back to the whole menu.
  const current = selected === ALL_CATEGORIES || categories.includes(selected) ? selected : ALL_CATEGORIES;
  const groups = groupMenu(menu.data, current);

  return (
    <section aria-labelledby="menu-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="menu-heading" className="text-lg font-semibold text-stone-900">
          Menu items ({menu.data.length})
        </h3>
        {addButton}
      </div>
      {menu.data.length === 0 ? (
        <StatusMessage
          title="Your menu is empty"
          description="Add your first dish so customers can order it."
        />
      ) : (
        <>
          <PillFilter
            legend="Menu category"
            options={[ALL_CATEGORIES, ...categories]}
            selected={current}
            onSelect={setSelected}
          />
          {groups.map((group) => (
            <section key={group.category} aria-label={group.category} className="space-y-2">
              <h4 className="font-semibold text-stone-700">{group.category}</h4>
              <ul className="space-y-2">
                {group.items.map((item) => (
                  <MenuItemRow key={item.id} restaurantId={restaurantId} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
