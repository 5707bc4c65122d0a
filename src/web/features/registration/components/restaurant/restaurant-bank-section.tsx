import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import {
  bankAccountTypeOptions,
  restaurantCountryOptions,
  restaurantCurrencyOptions,
} from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, SelectField } = fieldsOf<RestaurantRegistrationFormValues>();

export function RestaurantBankSection() {
  return (
    <FormSection title="Bank information" description="Where we pay your food sales and delivery fee share.">
      <SelectField
        name="bankCountry"
        label="Bank Country"
        required
        placeholder="Select bank country"
        options={restaurantCountryOptions}
      />
      <SelectField
        name="bankCurrency"
        label="Bank Currency"
        required
        placeholder="Select currency"
        options={restaurantCurrencyOptions}
      />
      <TextField name="bankName" label="Bank Name" required />
      <TextField name="bankAccountHolder" label="Account Holder Name" required />
      <TextField
        name="bankAccountNumber"
        label="Account Number"
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="bankRoutingNumber"
        label="Routing Number"
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <SelectField
        name="bankAccountType"
        label="Account Type"
        required
        placeholder="Select account type"
        options={bankAccountTypeOptions}
      />
    </FormSection>
  );
}
