import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { RESTAURANT_PHONE_MIN_LENGTH } from '#domain/shared/fields.ts';
import { cuisineOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, TextAreaField, SelectField, EmailField, PhoneField, PasswordFields } =
  fieldsOf<RestaurantRegistrationFormValues>();

export function RestaurantBasicSection() {
  return (
    <FormSection title="Basic information">
      <TextField name="name" label="Restaurant Name" required autoComplete="organization" />
      <SelectField
        name="cuisine"
        label="Cuisine"
        required
        placeholder="Select cuisine"
        options={cuisineOptions}
      />
      <TextAreaField
        name="description"
        label="Description"
        required
        className="sm:col-span-2"
        hint="What customers see on your restaurant page."
      />
      <EmailField
        name="email"
        label="Email"
        required
        hint="You sign in to the Restaurant App with this email."
      />
      <PhoneField
        name="phone"
        label="Phone Number"
        required
        hint={`At least ${RESTAURANT_PHONE_MIN_LENGTH} characters.`}
      />
      <PasswordFields />
      <TextField
        name="imageUrl"
        label="Image URL"
        type="url"
        className="sm:col-span-2"
        hint="A photo of your restaurant or food; leave the default to use our placeholder image."
      />
    </FormSection>
  );
}
