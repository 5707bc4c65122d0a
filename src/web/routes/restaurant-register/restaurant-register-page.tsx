import { useState } from 'react';
import { type RegistrationResult, UNDER_REVIEW } from '../../../domain/accounts';
import { PartnerSignInPrompt } from '../../features/registration/components/partner-sign-in-prompt';
import { PayoutRulesCard } from '../../features/registration/components/payout-rules-card';
import { RegistrationSuccess } from '../../features/registration/components/registration-success';
import { RestaurantRegistrationForm } from '../../features/registration/components/restaurant/restaurant-registration-form';
import { RESTAURANT_SUCCESS_DESCRIPTION } from '../../features/registration/messages';
import { restaurantPayoutRules } from '../../features/registration/payout-rules';
import { useDocumentTitle } from '../../lib/use-document-title';

const SIGN_IN_HREF = '/restaurant-app';
const APP_NAME = 'Restaurant App';

export function RestaurantRegisterPage() {
  const [registered, setRegistered] = useState<RegistrationResult | null>(null);
  useDocumentTitle(registered ? UNDER_REVIEW : 'Register Your Restaurant');

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {registered ? (
        <RegistrationSuccess title={UNDER_REVIEW} signInHref={SIGN_IN_HREF} appName={APP_NAME}>
          <p>{RESTAURANT_SUCCESS_DESCRIPTION}</p>
          <p>
            Thanks for registering {registered.name}. An administrator is reviewing your application; once it
            is approved, sign in to the {APP_NAME} with {registered.email} to manage your menu and orders.
          </p>
        </RegistrationSuccess>
      ) : (
        <>
          <header className="mb-8 max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900">Register Your Restaurant</h1>
            <p className="mt-2 text-lg text-stone-700">
              Reach new customers with QuickBite delivery. Tell us about your restaurant; an administrator
              reviews every application before you go live.
            </p>
          </header>
          {/* The rules and the sign-in link come first on phones, beside the form on wide screens. */}
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <aside
              className="space-y-6 lg:sticky lg:top-32 lg:order-last lg:self-start"
              aria-label="Restaurant earnings and sign-in"
            >
              <PayoutRulesCard title="What restaurants keep" rules={restaurantPayoutRules()} />
              <PartnerSignInPrompt href={SIGN_IN_HREF} appName={APP_NAME} />
            </aside>
            <RestaurantRegistrationForm onRegistered={setRegistered} />
          </div>
        </>
      )}
    </div>
  );
}
