import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { businessTypeOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, SelectField } = fieldsOf<RestaurantRegistrationFormValues>();

export function RestaurantBusinessSection() {
  return (
    <FormSection title="Business information">
      <TextField name="businessLicense" label="Business License Number" required />
      <TextField name="taxId" label="Tax ID" required />
      <SelectField
        name="businessType"
        label="Business Type"
        required
        placeholder="Select business type"
        options={businessTypeOptions}
      />
    </FormSection>
  );
}
