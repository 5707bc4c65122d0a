import type { FinanceStatusFilter } from '#domain/finance/responses.ts';
import { csvStream } from './csv-stream';
import type { ExportRow, FinanceRepo, OrderCursor } from './finance.repo';
import type { DayRange } from './finance-range';

// GET /api/finance/orders.csv: one row per order the filter keeps, oldest first, streamed batch by
// batch. The money columns add up to the summary's totals for the same range and filter.

export const FINANCE_CSV_HEADER = [
  'Order ID',
  'Placed At',
  'Status',
  'Restaurant',
  'Driver',
  'Payment Method',
  'Payment Status',
  'Subtotal',
  'Delivery Fee',
  'Tip',
  'Total',
  'Driver Pay',
  'Restaurant Pay',
  'Company Pay',
  'Delivery Distance (km)',
  'Split',
] as const;

export function exportOrdersCsv(finance: FinanceRepo, range: DayRange, status: FinanceStatusFilter) {
  return csvStream<ExportRow, OrderCursor>({
    header: FINANCE_CSV_HEADER,
    readBatch: (cursor, limit) => finance.exportBatch(range, status, cursor, limit),
    cursorOf: (row) => ({ createdAt: row.cursorAt, id: row.id }),
    cells: (row) => [
      row.id,
      row.placedAt,
      row.status,
      row.restaurantName,
      row.driverName,
      row.paymentMethod,
      row.paymentStatus,
      // numeric(p, 2) columns print with their two decimals already.
      row.subtotal,
      row.deliveryFee,
      row.tip,
      row.total,
      row.driverPay,
      row.restaurantPay,
      row.companyPay,
      row.deliveryDistance,
      row.status === 'delivered' ? 'final' : 'estimate',
    ],
  });
}

/** financial-report-YYYY-MM-DD.csv, dated the day it is downloaded (SPEC section 9). */
export function financialReportName(today: string): string {
  return `financial-report-${today}.csv`;
}
