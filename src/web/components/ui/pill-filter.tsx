import { cn } from '#web/lib/cn.ts';

interface PillFilterProps<T extends string> {
  /** Read by screen readers as the group's name. */
  legend: string;
  options: readonly T[];
  selected: T;
  onSelect: (option: T) => void;
  label?: (option: T) => string;
  /** Wrap onto more rows instead of scrolling sideways (short lists every option must show). */
  wrap?: boolean;
}

/** A row of toggle pills (aria-pressed), one chosen at a time; scrolls sideways on narrow screens unless it wraps. */
export function PillFilter<T extends string>({
  legend,
  options,
  selected,
  onSelect,
  label,
  wrap = false,
}: PillFilterProps<T>) {
  return (
    <fieldset className={cn('flex min-w-0 gap-2', wrap ? 'flex-wrap' : 'overflow-x-auto pb-2')}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const active = option === selected;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option)}
            className={cn(
              'focus-ring shrink-0 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              active
                ? 'border-brand-strong bg-brand-strong text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50',
            )}
          >
            {label ? label(option) : option}
          </button>
        );
      })}
    </fieldset>
  );
}
