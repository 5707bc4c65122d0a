import type { RestaurantFigures } from '#domain/finance/responses.ts';
import type { TableColumn } from '#web/components/statement/scroll-table.tsx';
import { formatPrice } from '#web/lib/format.ts';

/** The figure columns of the week and day tables, after the column that names the row. */
export const figureColumns: TableColumn<RestaurantFigures>[] = [
  { header: 'Orders', numeric: true, cell: (row) => row.orders },
  { header: 'Gross food sales', numeric: true, cell: (row) => formatPrice(row.grossFoodSales) },
  { header: 'Delivery fee share', numeric: true, cell: (row) => formatPrice(row.deliveryFeeShare) },
  { header: 'Refunds', numeric: true, cell: (row) => formatPrice(row.refunds) },
  {
    header: 'Net',
    numeric: true,
    cell: (row) => <span className="font-semibold text-stone-900">{formatPrice(row.net)}</span>,
  },
];
