import { Star } from 'lucide-react';
import { STARS_MAX } from '#domain/reviews/rules.ts';
import { cn } from '#web/lib/cn.ts';
import { starsText } from '../review-text';

const PLACES = Array.from({ length: STARS_MAX }, (_, index) => index + 1);

/**
 * A label and a row of stars ("Food ★★★★☆"), one image to assistive tech named "Food 4 out of 5".
 * Empty stars keep a 4.5:1 outline, so the count is readable without colour.
 */
export function Stars({ label, stars, className }: { label: string; stars: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={starsText(label, stars)}
      className={cn('inline-flex items-center gap-1.5 text-sm text-stone-700', className)}
    >
      <span>{label}</span>
      <span className="inline-flex">
        {PLACES.map((place) => (
          <Star
            key={place}
            aria-hidden="true"
            className={cn('size-4', place <= stars ? 'fill-amber-400 text-amber-700' : 'text-stone-500')}
          />
        ))}
      </span>
    </span>
  );
}
