import type { MenuItem } from '#domain/catalogue/responses.ts';
import { MENU_CATEGORIES } from '#domain/shared/options.ts';

export const ALL_CATEGORIES = 'All';

/** The menu's categories in the spec's order, then any others (older data) alphabetically. */
export function menuCategories(items: readonly Pick<MenuItem, 'category'>[]): string[] {
  const present = new Set(items.map((item) => item.category));
  const known = MENU_CATEGORIES.filter((category) => present.has(category));
  const others = [...present]
    .filter((category) => !(MENU_CATEGORIES as readonly string[]).includes(category))
    .sort();
  return [...known, ...others];
}

/** The items shown under each category heading; one group when a category is picked. */
export function groupMenu<T extends Pick<MenuItem, 'category' | 'name'>>(
  items: readonly T[],
  selected: string,
): Array<{ category: string; items: T[] }> {
  const categories = selected === ALL_CATEGORIES ? menuCategories(items) : [selected];
  return categories
    .map((category) => ({
      category,
      items: items.filter((item) => item.category === category).sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.items.length > 0);
}
