import { useState } from 'react';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { ALL_CATEGORIES, MenuCategoryFilter, menuCategories } from './menu-category-filter';
import { MenuItemCard } from './menu-item-card';

interface MenuSectionProps {
  items: readonly MenuItem[];
  onAdd?: (item: MenuItem) => void;
  /** The cart's quantity of a dish, shown on its card. */
  quantityInCart?: (id: number) => number;
  /** The id of the notice saying why nothing can be added now (a closed restaurant). */
  addBlockedBy?: string;
}

/** The menu of one restaurant with its category filter. */
export function MenuSection({ items, onAdd, quantityInCart, addBlockedBy }: MenuSectionProps) {
  const [selected, setSelected] = useState(ALL_CATEGORIES);
  const categories = menuCategories(items);
  const shown = selected === ALL_CATEGORIES ? items : items.filter((item) => item.category === selected);

  return (
    <section aria-labelledby="menu-heading" className="mt-10">
      <h2 id="menu-heading" className="mb-4 text-2xl font-bold tracking-tight text-stone-900">
        Menu
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-600">
          This restaurant hasn't added any menu items yet.
        </p>
      ) : (
        <>
          <MenuCategoryFilter categories={categories} selected={selected} onSelect={setSelected} />
          <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-live="polite">
            {shown.map((item) => (
              <li key={item.id}>
                <MenuItemCard
                  item={item}
                  onAdd={onAdd}
                  inCart={quantityInCart?.(item.id)}
                  addBlockedBy={addBlockedBy}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
