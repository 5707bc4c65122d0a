import { useFormContext } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { deliveryExperienceOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextAreaField, TextField } from '../fields';

export function RestaurantSpecialtiesSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantRegistrationFormValues>();
  return (
    <FormSection title="Specialties">
      <TextField
        label="Signature Dish"
        required
        error={errors.signatureDish?.message}
        {...register('signatureDish')}
      />
      <SelectField
        label="Delivery Experience"
        required
        placeholder="Select delivery experience"
        options={deliveryExperienceOptions}
        error={errors.deliveryExperience?.message}
        {...register('deliveryExperience')}
      />
      <TextAreaField
        label="Specialty Description"
        required
        className="sm:col-span-2"
        hint="What makes your kitchen special."
        error={errors.specialtyDescription?.message}
        {...register('specialtyDescription')}
      />
      <TextField
        label="Preferred Cuisines"
        required
        className="sm:col-span-2"
        hint="The cuisines you cook, e.g. Italian, Mediterranean."
        error={errors.preferredCuisines?.message}
        {...register('preferredCuisines')}
      />
    </FormSection>
  );
}
