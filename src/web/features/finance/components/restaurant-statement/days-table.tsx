import type { RestaurantStatement } from '#domain/finance/responses.ts';
import { ScrollTable } from '#web/components/statement/scroll-table.tsx';
import { daysWithOrders } from '#web/features/finance/restaurant-statement-figures.ts';
import { dayLabel } from '#web/lib/day-label.ts';
import { figureColumns } from './figure-columns';

type Day = RestaurantStatement['days'][number];

/** The statement day by day, by the day each order was placed; days without orders are left out. */
export function DaysTable({ days, currency }: { days: Day[]; currency: string }) {
  return (
    <ScrollTable<Day>
      title="By day"
      note="Days without orders are left out."
      columns={[{ header: 'Day', cell: (day) => dayLabel(day.date) }, ...figureColumns(currency)]}
      rows={daysWithOrders(days)}
      rowKey={(day) => day.date}
    />
  );
}
