import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import { driverCountryOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, CountryField, EmailField, PhoneField, PasswordFields } =
  fieldsOf<DriverRegistrationFormValues>();

export function DriverPersonalSection() {
  return (
    <FormSection title="Personal information">
      <TextField name="name" label="Full Name" required autoComplete="name" />
      <EmailField name="email" label="Email" required />
      <PhoneField name="phone" label="Phone Number" required />
      <TextField name="contactAddress" label="Contact Address" autoComplete="street-address" />
      <CountryField options={driverCountryOptions} />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <PasswordFields />
    </FormSection>
  );
}
