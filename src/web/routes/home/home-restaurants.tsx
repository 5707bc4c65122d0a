import { forwardRef, useState } from 'react';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import {
  filterRestaurantsByCategory,
  filterRestaurantsBySearch,
  type HomeCategory,
} from '#domain/shared/options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useRestaurantList } from '#web/features/catalogue/api/get-restaurant-list.ts';
import {
  CuisineCategoryFilter,
  CuisineCategoryFilterSkeleton,
} from '#web/features/catalogue/components/cuisine-category-filter.tsx';
import {
  RestaurantList,
  RestaurantListError,
  RestaurantListSkeleton,
} from '#web/features/catalogue/components/restaurant-list.tsx';
import { restaurantReach, sortByReach } from '#web/features/catalogue/restaurant-reach.ts';
import { useSelectedCountry } from '#web/features/countries/country-context.tsx';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';

export const NO_RESTAURANTS_IN_CATEGORY = 'No restaurants found for the selected category.';

/** DESIGN deviation 10: the list follows the selected country. */
export const noRestaurantsIn = (country: string) => `No restaurants deliver to ${country} yet`;

/**
 * The restaurant list of the home: the selected country's restaurants (or all of them when the
 * customer asks), narrowed by the search box and the category buttons, all on the client. Once the
 * customer has a drop-off point, each card shows its distance and those out of reach go last.
 */
export const HomeRestaurants = forwardRef<HTMLHeadingElement, { searchTerm: string }>(
  function HomeRestaurants({ searchTerm }, headingRef) {
    const { country } = useSelectedCountry();
    // "Show all" belongs to the country it was chosen for: another country starts narrowed again.
    const [showAllFor, setShowAllFor] = useState<string | null>(null);
    const showAll = showAllFor === country.code;
    const [category, setCategory] = useState<HomeCategory>('all');

    const query = useRestaurantList(showAll ? null : country.name);

    return (
      <section aria-labelledby="restaurants-heading" className="mx-auto max-w-6xl px-4 py-10">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
          <h2
            id="restaurants-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-stone-900 outline-none"
          >
            {showAll ? 'All restaurants' : `Restaurants in ${country.name}`}
          </h2>
          {showAll ? (
            <Button variant="ghost" size="sm" onClick={() => setShowAllFor(null)}>
              Only {country.name}
            </Button>
          ) : null}
        </div>
        {query.isPending ? (
          <>
            <CuisineCategoryFilterSkeleton />
            <div className="mt-4">
              <RestaurantListSkeleton />
            </div>
          </>
        ) : query.isError ? (
          <RestaurantListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.length === 0 && !showAll ? (
          <StatusMessage
            title={noRestaurantsIn(country.name)}
            description="Restaurants in other countries are one tap away."
          >
            <Button onClick={() => setShowAllFor(country.code)}>Show all restaurants</Button>
          </StatusMessage>
        ) : (
          <>
            <CuisineCategoryFilter selected={category} onSelect={setCategory} />
            <div className="mt-4">
              <FilteredRestaurants restaurants={query.data} searchTerm={searchTerm} category={category} />
            </div>
          </>
        )}
      </section>
    );
  },
);

function FilteredRestaurants({
  restaurants,
  searchTerm,
  category,
}: {
  restaurants: readonly Restaurant[];
  searchTerm: string;
  category: HomeCategory;
}) {
  // The customer's drop-off pin (placed in this tab, or remembered from a previous order).
  const dropoff = useCustomerDetails().details.dropoff;
  const searched = filterRestaurantsBySearch(restaurants, searchTerm);
  const shown = sortByReach(filterRestaurantsByCategory(searched, category), dropoff);
  const empty =
    searchTerm.trim() !== '' && searched.length === 0 ? (
      <StatusMessage
        title={`No restaurants match "${searchTerm.trim()}".`}
        description="Try another name or cuisine."
      />
    ) : (
      <StatusMessage title={NO_RESTAURANTS_IN_CATEGORY} />
    );
  return (
    <RestaurantList
      restaurants={shown}
      empty={empty}
      reachOf={(restaurant) => restaurantReach(restaurant, dropoff)}
    />
  );
}
