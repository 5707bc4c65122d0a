import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import {
  driverAvailabilityOptions,
  driverExperienceOptions,
} from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, SelectField } = fieldsOf<DriverRegistrationFormValues>();

export function DriverBackgroundSection() {
  return (
    <FormSection title="Experience and emergency contact">
      <SelectField
        name="previousExperience"
        label="Previous Delivery Experience"
        placeholder="Select experience"
        options={driverExperienceOptions}
      />
      <SelectField
        name="availability"
        label="Availability"
        placeholder="Select availability"
        options={driverAvailabilityOptions}
      />
      <TextField name="emergencyContactName" label="Emergency Contact Name" />
      <TextField name="emergencyContactPhone" label="Emergency Contact Phone" type="tel" />
    </FormSection>
  );
}
