import { HOME_CATEGORIES, type HomeCategory } from '#domain/shared/options.ts';
import { PillFilter } from '#web/components/ui/pill-filter.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { SKELETON_CATEGORY_PLACEHOLDERS } from '#web/lib/ui-timings.ts';

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
    <PillFilter
      legend="Filter restaurants by category"
      options={HOME_CATEGORIES}
      selected={selected}
      onSelect={onSelect}
      label={categoryLabel}
    />
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
