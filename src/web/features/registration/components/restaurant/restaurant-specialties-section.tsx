import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { deliveryExperienceOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, TextAreaField, SelectField } = fieldsOf<RestaurantRegistrationFormValues>();

export function RestaurantSpecialtiesSection() {
  return (
    <FormSection title="Specialties">
      <TextField name="signatureDish" label="Signature Dish" required />
      <SelectField
        name="deliveryExperience"
        label="Delivery Experience"
        required
        placeholder="Select delivery experience"
        options={deliveryExperienceOptions}
      />
      <TextAreaField
        name="specialtyDescription"
        label="Specialty Description"
        required
        className="sm:col-span-2"
        hint="What makes your kitchen special."
      />
      <TextField
        name="preferredCuisines"
        label="Preferred Cuisines"
        required
        className="sm:col-span-2"
        hint="The cuisines you cook, e.g. Italian, Mediterranean."
      />
    </FormSection>
  );
}
