import {
  Ban,
  Banknote,
  Building2,
  HandCoins,
  type LucideIcon,
  Route,
  Store,
  Truck,
  Undo2,
} from 'lucide-react';
import type { FinanceCurrencyBlock, FinanceStatusFilter } from '#domain/finance/responses.ts';
import { cn } from '#web/lib/cn.ts';
import { formatPrice } from '#web/lib/format.ts';
import { cancelledCountText, formatKm, isNegative, orderCountText, units } from '../finance-figures';

interface Figure {
  label: string;
  value: string;
  note: string;
  /** Pay estimated for orders not yet delivered, shown under the final figure, never added to it. */
  estimate?: string;
  icon: LucideIcon;
  negative?: boolean;
}

/** "Estimated, not yet delivered: $4.20", or nothing when no moving order adds to it. */
function estimateLine(amount: string, currency: string): string | undefined {
  return units(amount) === 0 ? undefined : `Estimated, not yet delivered: ${formatPrice(amount, currency)}`;
}

/** SPEC section 9's sums, the final pay apart from the estimates, and the cancelled orders beside them. */
function revenueFigures({ currency, totals, cancelled }: FinanceCurrencyBlock): Figure[] {
  const money = (amount: string) => formatPrice(amount, currency);
  const loss = isNegative(totals.companyPay);
  return [
    {
      label: 'Total Revenue',
      value: money(totals.total),
      note: orderCountText(totals.orderCount),
      icon: Banknote,
    },
    { label: 'Tips', value: money(totals.tip), note: 'Included in the total', icon: HandCoins },
    {
      label: 'Driver Payouts',
      value: money(totals.driverPay),
      note: 'Final: base, distance and tips of delivered orders',
      estimate: estimateLine(totals.estimatedDriverPay, currency),
      icon: Truck,
    },
    {
      label: 'Restaurant Payouts',
      value: money(totals.restaurantPay),
      note: 'Final: food, tax and their share of delivery fees',
      estimate: estimateLine(totals.estimatedRestaurantPay, currency),
      icon: Store,
    },
    {
      label: 'Company Revenue',
      value: money(totals.companyPay),
      // Shown as it is: long trips can cost the company more than the fees earn.
      note: loss ? 'Final: payouts exceed revenue' : 'Final: what remains after payouts',
      estimate: estimateLine(totals.estimatedCompanyPay, currency),
      negative: loss,
      icon: Building2,
    },
    {
      label: 'Delivery Distance',
      value: formatKm(totals.deliveryDistance),
      note: 'Restaurant to customer, summed',
      icon: Route,
    },
    {
      label: 'Cancelled Orders',
      value: cancelled.orderCount.toLocaleString('en-US'),
      note: `Not in revenue or payouts; ${money(cancelled.refunds)} refunded to cards`,
      icon: Ban,
    },
  ];
}

/** The cancelled filter: how many, what they were placed for, and what went back to cards. */
function cancelledFigures({ currency, totals }: FinanceCurrencyBlock): Figure[] {
  return [
    {
      label: 'Cancelled Orders',
      value: totals.orderCount.toLocaleString('en-US'),
      note: 'Not in revenue or payouts',
      icon: Ban,
    },
    {
      label: 'Cancelled Order Value',
      value: formatPrice(totals.total, currency),
      note: `What ${cancelledCountText(totals.orderCount)} were placed for`,
      icon: Banknote,
    },
    {
      label: 'Refunded to Cards',
      value: formatPrice(totals.refunds, currency),
      note: 'Card payments returned; cash orders took no money',
      icon: Undo2,
    },
  ];
}

/** The figures of one currency's block over the orders the filters keep. */
export function FinanceCards({
  block,
  status,
}: {
  block: FinanceCurrencyBlock;
  status: FinanceStatusFilter;
}) {
  const figures = status === 'cancelled' ? cancelledFigures(block) : revenueFigures(block);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={`Figures in ${block.currency}`}>
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </dl>
  );
}

function FigureCard({ label, value, note, estimate, icon: Icon, negative = false }: Figure) {
  // The card is the <div> that groups one term with its values (dt and dd must be its children),
  // so the icon sits inside the term, hidden from screen readers.
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-stone-600">
        {label}
        <span className="shrink-0 text-brand [&>svg]:size-7" aria-hidden="true">
          <Icon />
        </span>
      </dt>
      <dd
        className={cn(
          '-mt-2 text-2xl font-bold break-words tabular-nums sm:text-3xl',
          negative ? 'text-red-700' : 'text-stone-900',
        )}
      >
        {value}
      </dd>
      <dd className="mt-1 text-sm text-stone-600">{note}</dd>
      {estimate ? <dd className="mt-1 text-sm font-medium text-amber-800">{estimate}</dd> : null}
    </div>
  );
}
