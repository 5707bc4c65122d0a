import { type FinanceStatusFilter, financeStage } from '#domain/finance/responses.ts';
import { centsFromProviderAmount, currencyDigits, moneyDecimal } from '#domain/shared/currency.ts';
import { csvStream } from './csv-stream';
import type { ExportRow, FinanceRepo, OrderCursor } from './finance.repo';
import type { DayRange } from './finance-range';

// GET /api/finance/orders.csv: one row per order the filters keep, oldest first, streamed batch by
// batch, each with its currency. Per currency the money columns add up to the summary's block for
// the same range and filters: Total and Tip to its total and tip, the pay columns of the "final"
// rows to its pay and of the "estimate" rows to its estimated pay, Refund to its refunds. A
// cancelled row's pay is 0: nobody is paid for it.

export const FINANCE_CSV_HEADER = [
  'Order ID',
  'Placed At',
  'Status',
  'Restaurant',
  'Driver',
  'Payment Method',
  'Payment Status',
  'Currency',
  'Subtotal',
  'Discount',
  'Delivery Fee',
  'Tax',
  'Tax Included',
  'Tip',
  'Total',
  'Driver Pay',
  'Restaurant Pay',
  'Company Pay',
  'Refund',
  'Delivery Distance (km)',
  'Split',
] as const;

/**
 * A numeric(12, 2) amount as the API prints it in `digits` decimals: the column's text as it is for
 * two ("12.50"), without ".00" for a whole-unit currency ("980"). Read per row of a million-row
 * export, so no parsing.
 */
function amount(text: string, digits: 0 | 2): string {
  return digits === 0 && text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Decimals per currency code, looked up once per code rather than once per row. */
const digitsByCode = new Map<string, 0 | 2>();
function digitsOf(currency: string): 0 | 2 {
  let digits = digitsByCode.get(currency);
  if (digits === undefined) {
    digits = currencyDigits(currency);
    digitsByCode.set(currency, digits);
  }
  return digits;
}

export function orderCells(row: ExportRow) {
  const digits = digitsOf(row.currency);
  const stage = financeStage(row.status);
  const nothing = digits === 0 ? '0' : '0.00';
  const pay = (value: string | null) =>
    stage === 'cancelled' || value === null ? nothing : amount(value, digits);
  const refund =
    stage === 'cancelled' && row.refundAmount
      ? moneyDecimal(centsFromProviderAmount(Number(row.refundAmount), row.currency), row.currency)
      : nothing;
  return [
    row.id,
    row.placedAt,
    row.status,
    row.restaurantName,
    row.driverName,
    row.paymentMethod,
    row.paymentStatus,
    row.currency,
    amount(row.subtotal, digits),
    amount(row.discount, digits),
    amount(row.deliveryFee, digits),
    amount(row.tax, digits),
    row.taxIncluded ? 'yes' : 'no',
    amount(row.tip, digits),
    amount(row.total, digits),
    pay(row.driverPay),
    pay(row.restaurantPay),
    pay(row.companyPay),
    refund,
    row.deliveryDistance,
    stage,
  ];
}

export function exportOrdersCsv(
  finance: FinanceRepo,
  range: DayRange,
  filter: { status: FinanceStatusFilter; currency: string | null },
) {
  return csvStream<ExportRow, OrderCursor>({
    header: FINANCE_CSV_HEADER,
    readBatch: (cursor, limit) => finance.exportBatch(range, filter, cursor, limit),
    cursorOf: (row) => ({ createdAt: row.cursorAt, id: row.id }),
    cells: orderCells,
  });
}

/** financial-report-YYYY-MM-DD.csv, dated the day it is downloaded (SPEC section 9). */
export function financialReportName(today: string): string {
  return `financial-report-${today}.csv`;
}
