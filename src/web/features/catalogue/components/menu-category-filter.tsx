import { cn } from '../../../lib/cn';

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
  return (
    <fieldset className="flex min-w-0 gap-2 overflow-x-auto pb-2">
      <legend className="sr-only">Menu categories</legend>
      {categories.map((category) => {
        const active = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category)}
            className={cn(
              'focus-ring shrink-0 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              active
                ? 'border-brand-strong bg-brand-strong text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50',
            )}
          >
            {category}
          </button>
        );
      })}
    </fieldset>
  );
}
