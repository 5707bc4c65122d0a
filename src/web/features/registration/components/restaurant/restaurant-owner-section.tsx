import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { RESTAURANT_PHONE_MIN_LENGTH } from '#domain/shared/fields.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, EmailField, PhoneField } = fieldsOf<RestaurantRegistrationFormValues>();

export function RestaurantOwnerSection() {
  return (
    <FormSection title="Owner / manager information">
      <TextField name="ownerName" label="Owner or Manager Name" required autoComplete="name" />
      <EmailField name="ownerEmail" label="Owner Email" required />
      <PhoneField
        name="ownerPhone"
        label="Owner Phone"
        required
        hint={`At least ${RESTAURANT_PHONE_MIN_LENGTH} characters.`}
      />
    </FormSection>
  );
}
