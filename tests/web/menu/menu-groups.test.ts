import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, groupMenu, menuCategories } from '#web/features/menu/menu-groups.ts';

const items = [
  { name: 'Tiramisu', category: 'Desserts' },
  { name: 'Margherita', category: 'Pizza' },
  { name: 'Diavola', category: 'Pizza' },
  { name: 'Soup of the day', category: 'Specials' },
];

describe('menu groups', () => {
  it('lists categories in the spec order, unknown ones last', () => {
    expect(menuCategories(items)).toEqual(['Pizza', 'Desserts', 'Specials']);
  });

  it('groups every item under its category, by name', () => {
    expect(
      groupMenu(items, ALL_CATEGORIES).map((group) => [group.category, group.items.map((i) => i.name)]),
    ).toEqual([
      ['Pizza', ['Diavola', 'Margherita']],
      ['Desserts', ['Tiramisu']],
      ['Specials', ['Soup of the day']],
    ]);
  });

  it('shows one category when it is picked', () => {
    expect(groupMenu(items, 'Desserts')).toEqual([{ category: 'Desserts', items: [items[0]] }]);
  });
});
