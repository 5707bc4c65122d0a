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
 * What a week or a delivery paid the driver, and the cash taken at the door, in the statement's
 * currency; `plural` names the tip columns for rows that add up several deliveries.
 */
export function payColumns<Row extends PayFigures>(plural: boolean, currency: string): TableColumn<Row>[] {
  const money = (amount: string) => formatPrice(amount, currency);
  return [
    { header: 'Base', numeric: true, cell: (row) => money(row.base) },
    { header: 'Distance', numeric: true, cell: (row) => money(row.distance) },
    { header: plural ? 'Tips' : 'Tip', numeric: true, cell: (row) => money(row.tip) },
    { header: plural ? 'Tip fees' : 'Tip fee', numeric: true, cell: (row) => money(row.tipFee) },
    {
      header: 'Pay',
      numeric: true,
      cell: (row) => <span className="font-semibold text-stone-900">{money(row.pay)}</span>,
    },
    { header: 'Cash collected', numeric: true, cell: (row) => money(row.cashCollected) },
  ];
}
