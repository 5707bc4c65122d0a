import { SKELETON_CATEGORY_PLACEHOLDERS } from '../../../../domain/constants';
import { HOME_CATEGORIES, type HomeCategory } from '../../../../domain/options';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

const placeholderKeys = Array.from({ length: SKELETON_CATEGORY_PLACEHOLDERS }, (_, i) => `category-${i}`);

/** 'all' -> 'All': the category values are lower-case (they match cuisines), the labels are not. */
export function categoryLabel(category: HomeCategory): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

interface CuisineCategoryFilterProps {
  selected: HomeCategory;
  onSelect: (category: HomeCategory) => void;
}

/** The home's category buttons: all, pizza, burgers, sushi, mexican, healthy, desserts. */
export function CuisineCategoryFilter({ selected, onSelect }: CuisineCategoryFilterProps) {
  return (
    <fieldset className="flex min-w-0 gap-2 overflow-x-auto pb-2">
      <legend className="sr-only">Filter restaurants by category</legend>
      {HOME_CATEGORIES.map((category) => {
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
            {categoryLabel(category)}
          </button>
        );
      })}
    </fieldset>
  );
}

/** Seven grey pills in place of the category buttons while restaurants load (SPEC section 9). */
export function CuisineCategoryFilterSkeleton() {
  return (
    <div className="flex gap-2 overflow-hidden pb-2" aria-hidden="true" data-testid="category-skeleton">
      {placeholderKeys.map((key) => (
        <Skeleton key={key} className="h-9 w-20 shrink-0 rounded-full" />
      ))}
    </div>
  );
}
