import { useFormContext } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { businessTypeOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextField } from '../fields';

export function RestaurantBusinessSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantRegistrationFormValues>();
  return (
    <FormSection title="Business information">
      <TextField
        label="Business License Number"
        required
        error={errors.businessLicense?.message}
        {...register('businessLicense')}
      />
      <TextField label="Tax ID" required error={errors.taxId?.message} {...register('taxId')} />
      <SelectField
        label="Business Type"
        required
        placeholder="Select business type"
        options={businessTypeOptions}
        error={errors.businessType?.message}
        {...register('businessType')}
      />
    </FormSection>
  );
}
