import type { DriverStatement } from '#domain/finance/responses.ts';
import { ScrollTable } from '#web/components/statement/scroll-table.tsx';
import { weekLabel } from '#web/lib/day-label.ts';
import { formatPrice } from '#web/lib/format.ts';

type Week = DriverStatement['weeks'][number];

/** The driver's totals week by week, from Monday; the first and last weeks may be partial. */
export function WeeksTable({ weeks }: { weeks: Week[] }) {
  return (
    <ScrollTable<Week>
      title="By week"
      note="Weeks start on Monday; the first and last may cover only part of a week."
      columns={[
        { header: 'Week', cell: (week) => weekLabel(week.weekStart) },
        { header: 'Deliveries', numeric: true, cell: (week) => week.deliveries },
        { header: 'Base', numeric: true, cell: (week) => formatPrice(week.base) },
        { header: 'Distance', numeric: true, cell: (week) => formatPrice(week.distance) },
        { header: 'Tips', numeric: true, cell: (week) => formatPrice(week.tip) },
        { header: 'Tip fees', numeric: true, cell: (week) => formatPrice(week.tipFee) },
        {
          header: 'Pay',
          numeric: true,
          cell: (week) => <span className="font-semibold text-stone-900">{formatPrice(week.pay)}</span>,
        },
        { header: 'Cash collected', numeric: true, cell: (week) => formatPrice(week.cashCollected) },
      ]}
      rows={weeks}
      rowKey={(week) => week.weekStart}
    />
  );
}
