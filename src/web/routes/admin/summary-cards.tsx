import { CheckCircle2, Clock, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminDriver, AdminRestaurant } from '#domain/partners/responses.ts';

interface SummaryCardsProps {
  restaurants: AdminRestaurant[] | undefined;
  drivers: AdminDriver[] | undefined;
}

/** SPEC section 2: total restaurants, total drivers, pending approvals, active partners. */
export function SummaryCards({ restaurants, drivers }: SummaryCardsProps) {
  const loaded = restaurants !== undefined && drivers !== undefined;
  const partners = [...(restaurants ?? []), ...(drivers ?? [])];
  const approved = partners.filter((partner) => partner.isApproved).length;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard label="Total Restaurants" value={restaurants?.length} icon={<Store />} />
      <SummaryCard label="Total Drivers" value={drivers?.length} icon={<Truck />} />
      <SummaryCard
        label="Pending Approvals"
        value={loaded ? partners.length - approved : undefined}
        icon={<Clock />}
      />
      <SummaryCard label="Active Partners" value={loaded ? approved : undefined} icon={<CheckCircle2 />} />
    </dl>
  );
}

function SummaryCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 flex items-center justify-between" aria-busy={value === undefined}>
        <span className="text-3xl font-bold text-stone-900">
          {value ?? <span className="text-stone-500">–</span>}
        </span>
        <span className="text-brand [&>svg]:size-8" aria-hidden="true">
          {icon}
        </span>
      </dd>
    </div>
  );
}
