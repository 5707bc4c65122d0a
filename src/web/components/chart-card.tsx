import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

// Imports the charts library: only the lazily loaded chart panels may import this file, so neither
// customers nor the partner screens' first load download it.

/** The chart colours of the brand's strong orange (the --color-brand-strong of styles.css). */
export const CHART_BRAND = '#c2410c';

/**
 * One chart on a card: its title and a sentence that says what it shows (the figure's caption),
 * the drawing filling the card's width, and optional details (a table of the figures) under it.
 */
export function ChartCard({
  title,
  summary,
  className,
  hideDrawing = false,
  details,
  children,
}: {
  title: string;
  summary: string;
  className?: string;
  /** Hides the drawing from screen readers when the caption and details say it all in words. */
  hideDrawing?: boolean;
  details?: ReactNode;
  children: ReactElement;
}) {
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <figure>
        <figcaption className="mb-3">
          <h3 className="font-semibold text-stone-900">{title}</h3>
          <p className="text-sm text-stone-600">{summary}</p>
        </figcaption>
        <div className="h-56 w-full" aria-hidden={hideDrawing || undefined}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      </figure>
      {details}
    </Card>
  );
}
