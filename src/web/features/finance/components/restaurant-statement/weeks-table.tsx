import type { RestaurantStatement } from '#domain/finance/responses.ts';
import { ByWeekTable } from '#web/components/statement/by-week-table.tsx';
import { figureColumns } from './figure-columns';

type Week = RestaurantStatement['weeks'][number];

/** The statement week by week, from Monday; the first and last weeks may be partial. */
export function WeeksTable({ weeks, currency }: { weeks: Week[]; currency: string }) {
  return <ByWeekTable weeks={weeks} columns={figureColumns(currency)} />;
}
