import { useState } from 'react';
import type { RegistrationResult } from '../../../domain/accounts';
import { DriverRegistrationForm } from '../../features/registration/components/driver/driver-registration-form';
import { PartnerSignInPrompt } from '../../features/registration/components/partner-sign-in-prompt';
import { PayoutRulesCard } from '../../features/registration/components/payout-rules-card';
import { RegistrationSuccess } from '../../features/registration/components/registration-success';
import { DRIVER_SUBMITTED_TITLE, DRIVER_SUCCESS_DESCRIPTION } from '../../features/registration/messages';
import { driverPayoutRules } from '../../features/registration/payout-rules';
import { useDocumentTitle } from '../../lib/use-document-title';

const SIGN_IN_HREF = '/driver-app';
const APP_NAME = 'Driver App';

export function DriverRegisterPage() {
  const [registered, setRegistered] = useState<RegistrationResult | null>(null);
  useDocumentTitle(registered ? DRIVER_SUBMITTED_TITLE : 'Register as Driver');

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {registered ? (
        <RegistrationSuccess title={DRIVER_SUBMITTED_TITLE} signInHref={SIGN_IN_HREF} appName={APP_NAME}>
          <p>{DRIVER_SUCCESS_DESCRIPTION}</p>
          <p>
            Thanks, {registered.name}. Once an administrator approves your application, sign in to the{' '}
            {APP_NAME} with {registered.email} to go online and start delivering.
          </p>
        </RegistrationSuccess>
      ) : (
        <>
          <header className="mb-8 max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900">Register as Driver</h1>
            <p className="mt-2 text-lg text-stone-700">
              Deliver with QuickBite on your own schedule. Tell us about you and your vehicle; an
              administrator reviews every application before your first delivery.
            </p>
          </header>
          {/* The rules and the sign-in link come first on phones, beside the form on wide screens. */}
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <aside
              className="space-y-6 lg:sticky lg:top-32 lg:order-last lg:self-start"
              aria-label="Driver earnings and sign-in"
            >
              <PayoutRulesCard title="How drivers earn" rules={driverPayoutRules()} />
              <PartnerSignInPrompt href={SIGN_IN_HREF} appName={APP_NAME} />
            </aside>
            <DriverRegistrationForm onRegistered={setRegistered} />
          </div>
        </>
      )}
    </div>
  );
}
