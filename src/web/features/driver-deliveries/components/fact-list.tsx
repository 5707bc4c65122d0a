import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A card's labelled values, one per row, label above value on a narrow phone. */
export function FactList({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="font-medium text-stone-600">{fact.label}</dt>
          <dd className="text-stone-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
