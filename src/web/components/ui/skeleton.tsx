import { cn } from '#web/lib/cn.ts';

/** A grey pulsing block standing in for content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-stone-200', className)} aria-hidden="true" />;
}
