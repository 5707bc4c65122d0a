import { useWatch } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { currencyDigits, restaurantCurrency } from '#domain/shared/currency.ts';
import { deliveryTimeOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, SelectField } = fieldsOf<RestaurantRegistrationFormValues>();

/** The fee and the minimum are in the currency of the restaurant's country, whole yen included. */
export function RestaurantDeliverySection() {
  const country = useWatch<RestaurantRegistrationFormValues, 'country'>({ name: 'country' });
  const currency = restaurantCurrency(country);
  const whole = currencyDigits(currency) === 0;
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
        inputMode={whole ? 'numeric' : 'decimal'}
        hint={whole ? `In ${currency}, a whole amount, e.g. 300.` : `In ${currency}, e.g. 2.99.`}
      />
      <TextField
        name="minOrder"
        label="Minimum Order"
        required
        inputMode={whole ? 'numeric' : 'decimal'}
        hint={
          whole
            ? `Smallest order you accept, in ${currency}, e.g. 1500.`
            : `Smallest order you accept, in ${currency}, e.g. 15.00.`
        }
      />
    </FormSection>
  );
}
