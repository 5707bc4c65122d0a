import { Building2, DollarSign, HandCoins, type LucideIcon, Route, Store, Truck } from 'lucide-react';
import type { FinanceTotals } from '#domain/finance/responses.ts';
import { cn } from '#web/lib/cn.ts';
import { formatPrice } from '#web/lib/format.ts';
import { formatKm, isNegative, orderCountText } from '../finance-figures';

interface Figure {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  negative?: boolean;
}

function figures(totals: FinanceTotals): Figure[] {
  const loss = isNegative(totals.companyPay);
  return [
    {
      label: 'Total Revenue',
      value: formatPrice(totals.total),
      note: orderCountText(totals.orderCount),
      icon: DollarSign,
    },
    { label: 'Tips', value: formatPrice(totals.tip), note: 'Included in the total', icon: HandCoins },
    {
      label: 'Driver Payouts',
      value: formatPrice(totals.driverPay),
      note: 'Base, distance and tips',
      icon: Truck,
    },
    {
      label: 'Restaurant Payouts',
      value: formatPrice(totals.restaurantPay),
      note: 'Food plus 20% of delivery fees',
      icon: Store,
    },
    {
      label: 'Company Revenue',
      value: formatPrice(totals.companyPay),
      // Shown as it is: long trips can cost the company more than the fees earn.
      note: loss ? 'Payouts exceed revenue' : 'What remains after payouts',
      negative: loss,
      icon: Building2,
    },
    {
      label: 'Delivery Distance',
      value: formatKm(totals.deliveryDistance),
      note: 'Restaurant to customer, summed',
      icon: Route,
    },
  ];
}

/** SPEC section 9: the six sums over the orders the filters keep, and how many orders they are. */
export function FinanceCards({ totals }: { totals: FinanceTotals }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {figures(totals).map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </dl>
  );
}

function FigureCard({ label, value, note, icon: Icon, negative = false }: Figure) {
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
    </div>
  );
}
