import { useFormContext } from 'react-hook-form';
import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import { PASSWORD_MIN_LENGTH } from '#domain/shared/fields.ts';
import { driverCountryOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextField } from '../fields';

export function DriverPersonalSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DriverRegistrationFormValues>();
  return (
    <FormSection title="Personal information">
      <TextField
        label="Full Name"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number"
        required
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Contact Address"
        autoComplete="street-address"
        error={errors.contactAddress?.message}
        {...register('contactAddress')}
      />
      <SelectField
        label="Country"
        placeholder="Select country"
        options={driverCountryOptions}
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="Password"
        required
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        required
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </FormSection>
  );
}
