import { type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { TableFrame } from '../table-frame';

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned, in digits of one width. */
  numeric?: boolean;
}

interface ScrollTableProps<T> {
  title: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown under the title, e.g. which rows are left out. */
  note?: ReactNode;
}

/**
 * A titled table that scrolls sideways inside its own box on a narrow screen (the page never does).
 * The first column names the row. The box is focusable, so it scrolls from the keyboard too; it is
 * relative, so screen-reader-only text in a cell stays inside it.
 */
export function ScrollTable<T>({ title, columns, rows, rowKey, note }: ScrollTableProps<T>) {
  const titleId = useId();
  return (
    <div className="space-y-2">
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        {title}
      </h3>
      {note ? <p className="text-sm text-stone-700">{note}</p> : null}
      <TableFrame label={`${title} table`} describedBy={titleId} caption={title} headings={columns}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="text-stone-800">
            {columns.map((column, index) => {
              const className = cn(
                'px-3 py-2.5 align-middle whitespace-nowrap',
                column.numeric && 'text-right tabular-nums',
              );
              return index === 0 ? (
                <th key={column.header} scope="row" className={cn(className, 'font-medium text-stone-900')}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={className}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </TableFrame>
    </div>
  );
}
