import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { findCountryByName } from '#domain/countries/country-list.ts';
import { NO_RATE_CARD, type RateCard } from '#domain/rate-cards/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { apiErrorBody, isApiError } from '#web/lib/api-client.ts';
import { useCountryRateCard } from '../api/get-rate-card';
import type { PayoutRule } from '../payout-rules';

interface PayoutRulesCardProps {
  title: string;
  /** The country chosen in the form, by name ("Japan"); '' before one is chosen. */
  country: string;
  /** The rules a card gives, in the user's words. */
  rulesOf: (card: RateCard) => PayoutRule[];
}

/**
 * The payout rules of the country chosen in the form, from its rate card (GET /api/rate-cards/{code})
 * in its currency, shown beside the sign-up form. A country without a card says so: no figures
 * are made up for it.
 */
export function PayoutRulesCard({ title, country, rulesOf }: PayoutRulesCardProps) {
  const known = country ? findCountryByName(country) : undefined;
  const card = useCountryRateCard(known?.code ?? null);
  let body: ReactNode;
  if (!known) {
    body = (
      <p className="text-sm text-stone-700">
        {country
          ? 'Rates are set per country: pick a listed country to see its rates.'
          : 'Choose your country to see what you earn there.'}
      </p>
    );
  } else if (card.isPending) {
    body = <p className="text-sm text-stone-700">Loading the rates for {known.name}…</p>;
  } else if (card.isError) {
    const notSet = isApiError(card.error, 404) && apiErrorBody(card.error)?.code === NO_RATE_CARD;
    body = notSet ? (
      <p className="text-sm text-stone-700">
        <strong className="font-semibold text-stone-900">Rates for {known.name} are not set yet.</strong> You
        can apply now; QuickBite sets them before approving partners there.
      </p>
    ) : (
      <div className="space-y-2 text-sm text-stone-700">
        <p>We could not load the rates for {known.name}.</p>
        <Button variant="secondary" size="sm" onClick={() => void card.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="mt-1 text-sm text-stone-600">
          In {known.name}, in {card.data.currency}.
        </p>
        <dl className="mt-4 space-y-3">
          {rulesOf(card.data).map((rule) => (
            <div key={rule.title}>
              <dt className="text-sm font-semibold text-stone-900">{rule.title}</dt>
              <dd className="text-sm text-stone-700">{rule.detail}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Wallet className="size-5 text-brand" aria-hidden="true" />
        {title}
      </h2>
      {/* The rules follow the country picked in the form; a screen reader hears the change. */}
      <div aria-live="polite" className={card.isSuccess && known ? undefined : 'mt-3'}>
        {body}
      </div>
    </Card>
  );
}
