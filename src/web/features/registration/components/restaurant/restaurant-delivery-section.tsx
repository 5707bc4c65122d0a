import { useFormContext } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { deliveryTimeOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextField } from '../fields';

export function RestaurantDeliverySection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantRegistrationFormValues>();
  return (
    <FormSection title="Delivery settings">
      <SelectField
        label="Delivery Time"
        required
        placeholder="Select delivery time"
        options={deliveryTimeOptions}
        error={errors.deliveryTime?.message}
        {...register('deliveryTime')}
      />
      <TextField
        label="Delivery Fee"
        required
        inputMode="decimal"
        hint="Amount in your currency, e.g. 2.99."
        error={errors.deliveryFee?.message}
        {...register('deliveryFee')}
      />
      <TextField
        label="Minimum Order"
        required
        inputMode="decimal"
        hint="Smallest order you accept, e.g. 15.00."
        error={errors.minOrder?.message}
        {...register('minOrder')}
      />
    </FormSection>
  );
}
