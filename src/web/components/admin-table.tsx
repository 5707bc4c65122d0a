import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { StatusMessage } from './ui/status-message';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface AdminTableProps<T extends { id: number }> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
}

/** A scrollable admin table with its loading, error and empty states. */
export function AdminTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  isError,
  onRetry,
  emptyText,
}: AdminTableProps<T>) {
  if (rows === undefined && isError) {
    return (
      <StatusMessage role="alert" title={`${caption} could not be loaded`} description="Please try again.">
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </StatusMessage>
    );
  }
  if (rows === undefined) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading {caption.toLowerCase()}…</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (rows.length === 0) return <StatusMessage title={emptyText} />;
  return (
    // Focusable, so the table scrolls sideways from the keyboard on a narrow screen even where no
    // row has a button to tab to (e.g. only delivered orders). Relative, so screen-reader-only
    // text in the cells (absolutely positioned) stays inside the scrolling area, not past the page.
    <section
      aria-label={`${caption} table`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="focus-ring relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.id} className="text-stone-800">
              {columns.map((column) => (
                <td key={column.header} className="px-3 py-3 align-middle">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
