import { cn } from '#web/lib/cn.ts';
import { Card } from '../ui/card';

export interface Figure {
  label: string;
  value: string;
  /** A short line under the value, e.g. what a figure means. */
  note?: string;
  /** The figure the others add up to, drawn stronger. */
  emphasis?: boolean;
}

/** A statement's totals: one card per figure, a label (<dt>) over its value (<dd>). */
export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <Card
          key={figure.label}
          className={cn('min-w-0 p-4', figure.emphasis ? 'border-brand-strong bg-brand-soft' : null)}
        >
          <dt className="text-sm text-stone-700">{figure.label}</dt>
          <dd className="text-xl font-bold break-words text-stone-900 tabular-nums sm:text-2xl">
            {figure.value}
          </dd>
          {figure.note ? <dd className="mt-1 text-xs text-stone-700">{figure.note}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}

/** The statement's totals, with the sentence that explains how they add up. */
export function StatementTotals({ figures, explained }: { figures: Figure[]; explained: string }) {
  return (
    <div className="space-y-2">
      <FigureCards label="Statement totals" figures={figures} />
      <p className="text-sm text-stone-700">{explained}</p>
    </div>
  );
}
