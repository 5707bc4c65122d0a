import type { RestaurantFigures } from '#domain/finance/responses.ts';
import type { TableColumn } from '#web/components/statement/scroll-table.tsx';
import { formatPrice } from '#web/lib/format.ts';

/** The figure columns of the week and day tables, after the column that names the row, in the statement's currency. */
export function figureColumns(currency: string): TableColumn<RestaurantFigures>[] {
  const money = (amount: string) => formatPrice(amount, currency);
  return [
    { header: 'Orders', numeric: true, cell: (row) => row.orders },
    { header: 'Gross food sales', numeric: true, cell: (row) => money(row.grossFoodSales) },
    { header: 'Discounts', numeric: true, cell: (row) => money(row.discounts) },
    { header: 'Tax added', numeric: true, cell: (row) => money(row.tax) },
    { header: 'Delivery fee share', numeric: true, cell: (row) => money(row.deliveryFeeShare) },
    { header: 'Refunds', numeric: true, cell: (row) => money(row.refunds) },
    {
      header: 'Net',
      numeric: true,
      cell: (row) => <span className="font-semibold text-stone-900">{money(row.net)}</span>,
    },
  ];
}
