import { Skeleton } from '#web/components/ui/skeleton.tsx';

export function RestaurantCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white" aria-hidden="true">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-4 h-4 w-full" />
      </div>
    </div>
  );
}
