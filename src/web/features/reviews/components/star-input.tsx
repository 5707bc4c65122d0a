import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { STARS_MAX } from '#domain/reviews/rules.ts';
import { cn } from '#web/lib/cn.ts';
import { starChoiceText } from '../review-text';

const CHOICES = Array.from({ length: STARS_MAX }, (_, index) => index + 1);

/**
 * 1 to 5 stars as a radio group of native radios ("4 stars" each): Tab reaches the group, the
 * arrow keys choose, as with any radio group; pointing at a star previews it. Each radio lies
 * transparent over its star, so a tap on the star is a tap on the radio. The error is read with
 * the group.
 */
export function StarInput({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  return (
    <div className="space-y-1">
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex flex-wrap items-center gap-x-3"
        onMouseLeave={() => setPreview(null)}
      >
        <span id={labelId} className="w-20 text-sm font-medium text-stone-800">
          {label}
        </span>
        <span className="flex">
          {CHOICES.map((stars) => (
            <label key={stars} className="relative cursor-pointer p-1" onMouseEnter={() => setPreview(stars)}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                disabled={disabled}
                aria-label={starChoiceText(stars)}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-strong',
                  stars <= shown ? 'fill-amber-400 text-amber-700' : 'text-stone-500',
                )}
              />
            </label>
          ))}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
