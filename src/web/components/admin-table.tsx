import type { ReactNode } from 'react';
import { LoadingRows, RetryMessage } from './query-states';
import { TableFrame } from './table-frame';

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
    return <RetryMessage title={`${caption} could not be loaded`} onRetry={onRetry} />;
  }
  if (rows === undefined) {
    return <LoadingRows label={`Loading ${caption.toLowerCase()}…`} count={3} rowClassName="h-10" />;
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
