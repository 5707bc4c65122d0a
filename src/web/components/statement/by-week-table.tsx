import { weekLabel } from '#web/lib/day-label.ts';
import { ScrollTable, type TableColumn } from './scroll-table';

/** A statement week by week, from Monday, named by its first day; `columns` are its figures. */
export function ByWeekTable<Week extends { weekStart: string }>({
  weeks,
  columns,
}: {
  weeks: Week[];
  columns: TableColumn<Week>[];
}) {
  return (
    <ScrollTable<Week>
      title="By week"
      note="Weeks start on Monday; the first and last may cover only part of a week."
      columns={[{ header: 'Week', cell: (week) => weekLabel(week.weekStart) }, ...columns]}
      rows={weeks}
      rowKey={(week) => week.weekStart}
    />
  );
}
