import { type ReactNode, useState } from 'react';
import type { RateCard } from '#domain/rate-cards/rules.ts';
import type { RegistrationResult } from '#domain/registration/responses.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useCountryRateCard } from '../api/get-rate-card';
import { countryCodeOf } from '../country-code';
import type { PayoutRule } from '../payout-rules';
import { PartnerSignInPrompt } from './partner-sign-in-prompt';
import { PayoutRulesCard } from './payout-rules-card';
import { RegistrationSuccess } from './registration-success';

interface RegistrationScreenProps {
  /** The page heading and document title, e.g. "Register as Driver". */
  heading: string;
  /** The tab title while applying, from the chosen country's card (null while there is none). */
  documentTitle?: (card: RateCard | null) => string;
  intro: ReactNode;
  /** Where an approved partner signs in, and that app's name. */
  signInHref: string;
  appName: string;
  /** The accessible name of the earnings and sign-in column. */
  asideLabel: string;
  payoutTitle: string;
  /** The rules a country's rate card gives, in the user's words. */
  payoutRules: (card: RateCard) => PayoutRule[];
  /** The form's starting country, by name: its rules show before the user picks another. */
  defaultCountry: string;
  successTitle: string;
  successDescription: string;
  /** The personal line under the success description. */
  thanks: (registered: RegistrationResult) => ReactNode;
  form: (
    onRegistered: (result: RegistrationResult) => void,
    onCountryChange: (country: string) => void,
  ) => ReactNode;
}

/**
 * A partner registration page: intro, form beside the payout rules of the country chosen in it and
 * the sign-in link, then success.
 */
export function RegistrationScreen({
  heading,
  documentTitle,
  intro,
  signInHref,
  appName,
  asideLabel,
  payoutTitle,
  payoutRules,
  defaultCountry,
  successTitle,
  successDescription,
  thanks,
  form,
}: RegistrationScreenProps) {
  const [registered, setRegistered] = useState<RegistrationResult | null>(null);
  const [country, setCountry] = useState(defaultCountry);
  // The same query the rules card reads: one request per country.
  const card = useCountryRateCard(countryCodeOf(country));
  const applyingTitle = documentTitle ? documentTitle(card.data ?? null) : heading;
  useDocumentTitle(registered ? successTitle : applyingTitle);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {registered ? (
        <RegistrationSuccess title={successTitle} signInHref={signInHref} appName={appName}>
          <p>{successDescription}</p>
          <p>{thanks(registered)}</p>
        </RegistrationSuccess>
      ) : (
        <>
          <header className="mb-8 max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900">{heading}</h1>
            <p className="mt-2 text-lg text-stone-700">{intro}</p>
          </header>
          {/* The rules and the sign-in link come first on phones, beside the form on wide screens. */}
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <aside
              className="space-y-6 lg:sticky lg:top-32 lg:order-last lg:self-start"
              aria-label={asideLabel}
            >
              <PayoutRulesCard title={payoutTitle} country={country} rulesOf={payoutRules} />
              <PartnerSignInPrompt href={signInHref} appName={appName} />
            </aside>
            {form(setRegistered, setCountry)}
          </div>
        </>
      )}
    </div>
  );
}
