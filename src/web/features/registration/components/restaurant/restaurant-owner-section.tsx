import { useFormContext } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { RESTAURANT_PHONE_MIN_LENGTH } from '#domain/shared/fields.ts';
import { FormSection, TextField } from '../fields';

export function RestaurantOwnerSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantRegistrationFormValues>();
  return (
    <FormSection title="Owner / manager information">
      <TextField
        label="Owner or Manager Name"
        required
        autoComplete="name"
        error={errors.ownerName?.message}
        {...register('ownerName')}
      />
      <TextField
        label="Owner Email"
        required
        type="email"
        autoComplete="email"
        error={errors.ownerEmail?.message}
        {...register('ownerEmail')}
      />
      <TextField
        label="Owner Phone"
        required
        type="tel"
        autoComplete="tel"
        hint={`At least ${RESTAURANT_PHONE_MIN_LENGTH} characters.`}
        error={errors.ownerPhone?.message}
        {...register('ownerPhone')}
      />
    </FormSection>
  );
}
