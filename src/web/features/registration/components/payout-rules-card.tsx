import { Wallet } from 'lucide-react';
import { Card } from '#web/components/ui/card.tsx';
import type { PayoutRule } from '../payout-rules';

/** The partner payout rules (SPEC section 1), shown beside the sign-up form. */
export function PayoutRulesCard({ title, rules }: { title: string; rules: readonly PayoutRule[] }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Wallet className="size-5 text-brand" aria-hidden="true" />
        {title}
      </h2>
      <dl className="mt-4 space-y-3">
        {rules.map((rule) => (
          <div key={rule.title}>
            <dt className="text-sm font-semibold text-stone-900">{rule.title}</dt>
            <dd className="text-sm text-stone-700">{rule.detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
