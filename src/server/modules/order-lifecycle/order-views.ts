import { AppError } from '#server/http/app-error.ts';
import { keysetPage } from '#server/http/keyset-page.ts';
import { ORDER_NOT_FOUND } from './order-access';
import type { OrderLifecycleRepo } from './order-lifecycle.repo';
import type { TimelineRow } from './order-records';

// A side's view of its orders (the restaurant board's, the driver's) carries each order's timeline:
// one read for the order, or one for a whole page.

type Timelines = Pick<OrderLifecycleRepo, 'timelines'>;
type ToView<Row, View> = (row: Row, timeline: readonly TimelineRow[]) => View;

/** One order's view with its timeline; 404 when `row` is null (gone, or not this side's). */
export async function orderView<Row extends { id: number }, View>(
  repo: Timelines,
  row: Row | null,
  toView: ToView<Row, View>,
): Promise<View> {
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return toView(row, await repo.timelines([row.id]));
}

/** One keyset page of views (see keysetPage), the timelines read for the whole page at once. */
export async function orderViewPage<Row extends { id: number }, View>(
  repo: Timelines,
  limit: number,
  read: (rowsToRead: number) => Promise<Row[]>,
  toView: ToView<Row, View>,
): Promise<{ views: View[]; nextBefore: number | null }> {
  const { page, nextBefore } = await keysetPage(limit, read);
  const timeline = await repo.timelines(page.map((row) => row.id));
  return { views: page.map((row) => toView(row, timeline)), nextBefore };
}
