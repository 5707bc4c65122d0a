import { useEffect, useId, useState } from 'react';
import { CONTINENTS, COUNTRIES, findCountryByCode } from '#domain/countries/country-list.ts';
import type { RateCardResponse } from '#domain/rate-cards/responses.ts';
import { NO_RATE_CARD, SPEC_RATE_CARD_FIGURES } from '#domain/rate-cards/rules.ts';
import { QueryError } from '#web/components/query-states.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Select } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { apiErrorBody, isApiError } from '#web/lib/api-client.ts';
import { useRateCard } from '../api/rate-cards-api';
import { draftFrom, valuesOf } from '../rate-card-values';
import { RateCardForm } from './rate-card-form';

/** The card a country without one starts from: the United States card, as the spec sets it. */
const STARTING_COUNTRY = 'US';
const SPEC_CARD: RateCardResponse = {
  countryCode: STARTING_COUNTRY,
  currency: 'USD',
  ...SPEC_RATE_CARD_FIGURES,
  tipPresets: [...SPEC_RATE_CARD_FIGURES.tipPresets],
};

function Loading({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * The Rate cards section: pick a country, read its payout rules and change them. A country without
 * a card (its partners cannot be approved yet) starts from the United States card's figures.
 */
export function RateCardEditor({ onUnauthorized }: { onUnauthorized: () => void }) {
  const selectId = useId();
  const [code, setCode] = useState('');
  const country = code ? findCountryByCode(code) : undefined;
  const card = useRateCard(country?.code ?? null);
  const missing =
    isApiError(card.error, 404) && apiErrorBody(card.error)?.code === NO_RATE_CARD && country !== undefined;
  const start = useRateCard(missing ? STARTING_COUNTRY : null);
  const denied = [card.error, start.error].some((error) => isApiError(error, 401) || isApiError(error, 403));
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);

  let content = null;
  if (!country) {
    content = <p className="text-stone-700">Pick a country to see or set its card.</p>;
  } else if (card.isPending) {
    content = <Loading label={`Loading the card for ${country.name}…`} />;
  } else if (card.isSuccess) {
    content = (
      <RateCardForm
        key={`${country.code}:stored`}
        country={country}
        initial={valuesOf(card.data)}
        onUnauthorized={onUnauthorized}
      />
    );
  } else if (missing) {
    content = (
      <>
        <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{country.name} has no rate card yet.</p>
          <p className="mt-1 text-sm">
            Its partners cannot be approved until it is set. The form starts from the United States card's
            figures, written in {country.currency}: check each one before saving.
          </p>
        </div>
        {start.isPending ? (
          <Loading label="Loading the United States card…" />
        ) : (
          <RateCardForm
            key={`${country.code}:draft`}
            country={country}
            // Should the United States card be unreadable, the spec's figures are the same start.
            initial={draftFrom(start.data ?? SPEC_CARD, country.currency)}
            onUnauthorized={onUnauthorized}
          />
        )}
      </>
    );
  } else {
    content = <QueryError title={`Could not load the card for ${country.name}`} query={card} />;
  }

  return (
    <section aria-labelledby="rate-cards-heading" className="space-y-4">
      <div>
        <h2 id="rate-cards-heading" className="text-xl font-semibold text-stone-900">
          Rate cards
        </h2>
        <p className="mt-1 text-stone-700">
          Each country's payout rules, in its currency: what drivers earn per delivery and per km, the tip
          fee, the restaurants' share of the delivery fee and the checkout's tip buttons.
        </p>
      </div>
      <Card className="space-y-5 p-5">
        <div className="max-w-sm space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
            Country
          </label>
          <Select id={selectId} value={code} onChange={(event) => setCode(event.target.value)}>
            <option value="">Select a country</option>
            {CONTINENTS.map((continent) => (
              <optgroup key={continent} label={continent}>
                {COUNTRIES.filter((entry) => entry.continent === continent).map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name} ({entry.currency})
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </div>
        {content}
      </Card>
    </section>
  );
}
