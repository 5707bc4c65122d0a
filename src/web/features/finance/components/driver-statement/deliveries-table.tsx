import type { StatementDelivery } from '#domain/finance/responses.ts';
import { ScrollTable } from '#web/components/statement/scroll-table.tsx';
import { instantLabel } from '#web/lib/day-label.ts';
import { payColumns } from './pay-columns';

/** Every delivery of the period, newest first, with what it paid and the cash taken at the door. */
export function DeliveriesTable({
  deliveries,
  timeZone,
  currency,
}: {
  deliveries: StatementDelivery[];
  currency: string;
  /** The statement's zone: a delivery's time is shown on the day it is counted on. */
  timeZone: string;
}) {
  return (
    <ScrollTable<StatementDelivery>
      title="Deliveries"
      note="Newest first."
      columns={[
        { header: 'Order', cell: (d) => `#${d.orderId}` },
        {
          header: 'Delivered at',
          cell: (d) => <time dateTime={d.deliveredAt}>{instantLabel(d.deliveredAt, timeZone)}</time>,
        },
        { header: 'Restaurant', cell: (d) => d.restaurantName },
        { header: 'Km', numeric: true, cell: (d) => d.distanceKm },
        ...payColumns<StatementDelivery>(false, currency),
      ]}
      rows={deliveries}
      rowKey={(d) => d.orderId}
    />
  );
}
