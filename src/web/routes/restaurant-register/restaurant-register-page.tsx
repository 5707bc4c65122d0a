import { UNDER_REVIEW } from '#domain/accounts/messages.ts';
import { RESTAURANT_FORM_DEFAULTS } from '#domain/shared/options.ts';
import { paths } from '#web/app/paths.ts';
import { RegistrationScreen } from '#web/features/registration/components/registration-screen.tsx';
import { RestaurantRegistrationForm } from '#web/features/registration/components/restaurant/restaurant-registration-form.tsx';
import { RESTAURANT_SUCCESS_DESCRIPTION } from '#web/features/registration/messages.ts';
import { restaurantPayoutRules } from '#web/features/registration/payout-rules.ts';

const APP_NAME = 'Restaurant App';

export function RestaurantRegisterPage() {
  return (
    <RegistrationScreen
      heading="Register Your Restaurant"
      intro="Reach new customers with QuickBite delivery. Tell us about your restaurant; an administrator reviews every application before you go live."
      signInHref={paths.restaurantApp}
      appName={APP_NAME}
      asideLabel="Restaurant earnings and sign-in"
      payoutTitle="What restaurants keep"
      payoutRules={restaurantPayoutRules}
      defaultCountry={RESTAURANT_FORM_DEFAULTS.country}
      successTitle={UNDER_REVIEW}
      successDescription={RESTAURANT_SUCCESS_DESCRIPTION}
      thanks={({ name, email }) =>
        `Thanks for registering ${name}. An administrator is reviewing your application; once it is approved, sign in to the ${APP_NAME} with ${email} to manage your menu and orders.`
      }
      form={(onRegistered, onCountryChange) => (
        <RestaurantRegistrationForm onRegistered={onRegistered} onCountryChange={onCountryChange} />
      )}
    />
  );
}
