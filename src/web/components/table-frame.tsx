import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A column's heading; a numeric column's heading sits right, over its figures. */
export interface TableHeading {
  header: string;
  numeric?: boolean;
}

/**
 * A wide table in a box of its own that scrolls sideways on a narrow screen (the page never does):
 * the box is focusable, so it scrolls from the keyboard even where no cell holds a button, and
 * relative, so screen-reader-only text in the cells stays inside the scrolling area. `label` names
 * the box, `caption` the table; `children` are the body's rows.
 */
export function TableFrame({
  label,
  describedBy,
  caption,
  headings,
  children,
}: {
  label: string;
  describedBy?: string;
  caption: ReactNode;
  headings: readonly TableHeading[];
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="focus-ring relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            {headings.map((heading) => (
              <th
                key={heading.header}
                scope="col"
                className={cn('px-3 py-3 font-semibold whitespace-nowrap', heading.numeric && 'text-right')}
              >
                {heading.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </section>
  );
}
