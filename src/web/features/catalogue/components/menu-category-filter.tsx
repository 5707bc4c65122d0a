import { PillFilter } from '#web/components/ui/pill-filter.tsx';

export const ALL_CATEGORIES = 'All';

/** "All" plus each distinct category, in the order they first appear. */
export function menuCategories(items: readonly { category: string }[]): string[] {
  return [ALL_CATEGORIES, ...new Set(items.map((item) => item.category))];
}

interface MenuCategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}

/** Toggle buttons (aria-pressed) choosing which menu category is shown. */
export function MenuCategoryFilter({ categories, selected, onSelect }: MenuCategoryFilterProps) {
  return <PillFilter legend="Menu categories" options={categories} selected={selected} onSelect={onSelect} />;
}
