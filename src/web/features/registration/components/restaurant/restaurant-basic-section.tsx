import { useFormContext } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { PASSWORD_MIN_LENGTH, RESTAURANT_PHONE_MIN_LENGTH } from '#domain/shared/fields.ts';
import { cuisineOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextAreaField, TextField } from '../fields';

export function RestaurantBasicSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantRegistrationFormValues>();
  return (
    <FormSection title="Basic information">
      <TextField
        label="Restaurant Name"
        required
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Cuisine"
        required
        placeholder="Select cuisine"
        options={cuisineOptions}
        error={errors.cuisine?.message}
        {...register('cuisine')}
      />
      <TextAreaField
        label="Description"
        required
        className="sm:col-span-2"
        hint="What customers see on your restaurant page."
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        hint="You sign in to the Restaurant App with this email."
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number"
        required
        type="tel"
        autoComplete="tel"
        hint={`At least ${RESTAURANT_PHONE_MIN_LENGTH} characters.`}
        error={errors.phone?.message}
        {...register('phone')}
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
      <TextField
        label="Image URL"
        type="url"
        className="sm:col-span-2"
        hint="A photo of your restaurant or food; leave the default to use our placeholder image."
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
    </FormSection>
  );
}
