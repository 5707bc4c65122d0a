import type { RestaurantStatement } from '#domain/finance/responses.ts';
import { ScrollTable } from '#web/components/statement/scroll-table.tsx';
import { weekLabel } from '#web/lib/day-label.ts';
import { figureColumns } from './figure-columns';

type Week = RestaurantStatement['weeks'][number];

/** The statement week by week, from Monday; the first and last weeks may be partial. */
export function WeeksTable({ weeks }: { weeks: Week[] }) {
  return (
    <ScrollTable<Week>
      title="By week"
      note="Weeks start on Monday; the first and last may cover only part of a week."
      columns={[{ header: 'Week', cell: (week) => weekLabel(week.weekStart) }, ...figureColumns]}
      rows={weeks}
      rowKey={(week) => week.weekStart}
    />
  );
}
