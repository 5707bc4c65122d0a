import type { TableColumn } from '#web/components/statement/scroll-table.tsx';
import { formatPrice } from '#web/lib/format.ts';

interface PayFigures {
  base: string;
  distance: string;
  tip: string;
  tipFee: string;
  pay: string;
  cashCollected: string;
}

/**
 * What a week or a delivery paid the driver, and the cash taken at the door; `plural` names the
 * tip columns for rows that add up several deliveries.
 */
export function payColumns<Row extends PayFigures>(plural: boolean): TableColumn<Row>[] {
  return [
    { header: 'Base', numeric: true, cell: (row) => formatPrice(row.base) },
    { header: 'Distance', numeric: true, cell: (row) => formatPrice(row.distance) },
    { header: plural ? 'Tips' : 'Tip', numeric: true, cell: (row) => formatPrice(row.tip) },
    { header: plural ? 'Tip fees' : 'Tip fee', numeric: true, cell: (row) => formatPrice(row.tipFee) },
    {
      header: 'Pay',
      numeric: true,
      cell: (row) => <span className="font-semibold text-stone-900">{formatPrice(row.pay)}</span>,
    },
    { header: 'Cash collected', numeric: true, cell: (row) => formatPrice(row.cashCollected) },
  ];
}
