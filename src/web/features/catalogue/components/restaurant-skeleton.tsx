import { Skeleton } from '#web/components/ui/skeleton.tsx';

const menuPlaceholderKeys = ['menu-1', 'menu-2', 'menu-3', 'menu-4'];

/** Stand-in for the restaurant page while the restaurant and its menu load. */
export function RestaurantSkeleton() {
  return (
    <div role="status" aria-label="Loading restaurant">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <Skeleton className="aspect-[16/9] max-h-80 rounded-none sm:aspect-[3/1]" />
        <div className="space-y-3 p-6">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <div className="mt-10 grid gap-4 md:grid-cols-2">
        {menuPlaceholderKeys.map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
