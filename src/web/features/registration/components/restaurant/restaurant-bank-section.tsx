import { useFormContext } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import {
  bankAccountTypeOptions,
  restaurantCountryOptions,
  restaurantCurrencyOptions,
} from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextField } from '../fields';

export function RestaurantBankSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantRegistrationFormValues>();
  return (
    <FormSection title="Bank information" description="Where we pay your food sales and delivery fee share.">
      <SelectField
        label="Bank Country"
        required
        placeholder="Select bank country"
        options={restaurantCountryOptions}
        error={errors.bankCountry?.message}
        {...register('bankCountry')}
      />
      <SelectField
        label="Bank Currency"
        required
        placeholder="Select currency"
        options={restaurantCurrencyOptions}
        error={errors.bankCurrency?.message}
        {...register('bankCurrency')}
      />
      <TextField label="Bank Name" required error={errors.bankName?.message} {...register('bankName')} />
      <TextField
        label="Account Holder Name"
        required
        error={errors.bankAccountHolder?.message}
        {...register('bankAccountHolder')}
      />
      <TextField
        label="Account Number"
        required
        inputMode="numeric"
        autoComplete="off"
        error={errors.bankAccountNumber?.message}
        {...register('bankAccountNumber')}
      />
      <TextField
        label="Routing Number"
        required
        inputMode="numeric"
        autoComplete="off"
        error={errors.bankRoutingNumber?.message}
        {...register('bankRoutingNumber')}
      />
      <SelectField
        label="Account Type"
        required
        placeholder="Select account type"
        options={bankAccountTypeOptions}
        error={errors.bankAccountType?.message}
        {...register('bankAccountType')}
      />
    </FormSection>
  );
}
