import { useFormContext } from 'react-hook-form';
import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import {
  driverAvailabilityOptions,
  driverExperienceOptions,
} from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextField } from '../fields';

export function DriverBackgroundSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DriverRegistrationFormValues>();
  return (
    <FormSection title="Experience and emergency contact">
      <SelectField
        label="Previous Delivery Experience"
        placeholder="Select experience"
        options={driverExperienceOptions}
        error={errors.previousExperience?.message}
        {...register('previousExperience')}
      />
      <SelectField
        label="Availability"
        placeholder="Select availability"
        options={driverAvailabilityOptions}
        error={errors.availability?.message}
        {...register('availability')}
      />
      <TextField
        label="Emergency Contact Name"
        error={errors.emergencyContactName?.message}
        {...register('emergencyContactName')}
      />
      <TextField
        label="Emergency Contact Phone"
        type="tel"
        error={errors.emergencyContactPhone?.message}
        {...register('emergencyContactPhone')}
      />
    </FormSection>
  );
}
