import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** The account overview as a grid of labelled values. */
export function ProfileFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-stone-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
