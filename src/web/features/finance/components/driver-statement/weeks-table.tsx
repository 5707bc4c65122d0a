import type { DriverStatement } from '#domain/finance/responses.ts';
import { ByWeekTable } from '#web/components/statement/by-week-table.tsx';
import { payColumns } from './pay-columns';

type Week = DriverStatement['weeks'][number];

/** The driver's totals week by week, from Monday; the first and last weeks may be partial. */
export function WeeksTable({ weeks, currency }: { weeks: Week[]; currency: string }) {
  return (
    <ByWeekTable
      weeks={weeks}
      columns={[
        { header: 'Deliveries', numeric: true, cell: (week) => week.deliveries },
        ...payColumns<Week>(true, currency),
      ]}
    />
  );
}
