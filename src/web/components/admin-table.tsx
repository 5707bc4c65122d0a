import type { ReactNode } from 'react';
import { TableFrame } from './table-frame';
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
    <TableFrame label={`${caption} table`} caption={caption} headings={columns}>
      {rows.map((row) => (
        <tr key={row.id} className="text-stone-800">
          {columns.map((column) => (
            <td key={column.header} className="px-3 py-3 align-middle">
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}
