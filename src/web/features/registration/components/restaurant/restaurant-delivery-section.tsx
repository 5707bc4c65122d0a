import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { deliveryTimeOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, SelectField } = fieldsOf<RestaurantRegistrationFormValues>();

export function RestaurantDeliverySection() {
  return (
    <FormSection title="Delivery settings">
      <SelectField
        name="deliveryTime"
        label="Delivery Time"
        required
        placeholder="Select delivery time"
        options={deliveryTimeOptions}
      />
      <TextField
        name="deliveryFee"
        label="Delivery Fee"
        required
        inputMode="decimal"
        hint="Amount in your currency, e.g. 2.99."
      />
      <TextField
        name="minOrder"
        label="Minimum Order"
        required
        inputMode="decimal"
        hint="Smallest order you accept, e.g. 15.00."
      />
    </FormSection>
  );
}
