import { DRIVER_DEFAULTS } from '#domain/shared/options.ts';
import { paths } from '#web/app/paths.ts';
import { DriverRegistrationForm } from '#web/features/registration/components/driver/driver-registration-form.tsx';
import { RegistrationScreen } from '#web/features/registration/components/registration-screen.tsx';
import { DRIVER_SUBMITTED_TITLE, DRIVER_SUCCESS_DESCRIPTION } from '#web/features/registration/messages.ts';
import { driverPayoutRules } from '#web/features/registration/payout-rules.ts';
import { driverRegisterTitle } from './driver-register-meta';

const APP_NAME = 'Driver App';

export function DriverRegisterPage() {
  // The tab title adds what drivers earn in the chosen country, from its rate card; the meta
  // description comes from the route table (app/route-meta.ts, from driver-register-meta.ts).
  return (
    <RegistrationScreen
      heading="Register as Driver"
      documentTitle={driverRegisterTitle}
      intro="Deliver with QuickBite on your own schedule. Tell us about you and your vehicle; an administrator reviews every application before your first delivery."
      signInHref={paths.driverApp}
      appName={APP_NAME}
      asideLabel="Driver earnings and sign-in"
      payoutTitle="How drivers earn"
      payoutRules={driverPayoutRules}
      defaultCountry={DRIVER_DEFAULTS.country}
      successTitle={DRIVER_SUBMITTED_TITLE}
      successDescription={DRIVER_SUCCESS_DESCRIPTION}
      thanks={({ name, email }) =>
        `Thanks, ${name}. Once an administrator approves your application, sign in to the ${APP_NAME} with ${email} to go online and start delivering.`
      }
      form={(onRegistered, onCountryChange) => (
        <DriverRegistrationForm onRegistered={onRegistered} onCountryChange={onCountryChange} />
      )}
    />
  );
}
