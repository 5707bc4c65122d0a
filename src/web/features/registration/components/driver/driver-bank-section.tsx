import { useFormContext } from 'react-hook-form';
import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import {
  driverAccountTypeOptions,
  driverBankCountryOptions,
  driverCurrencyOptions,
} from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextField } from '../fields';

export function DriverBankSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DriverRegistrationFormValues>();
  return (
    <FormSection title="Bank details" description="Where your earnings are paid. Optional at this stage.">
      <SelectField
        label="Bank Country"
        placeholder="Select bank country"
        options={driverBankCountryOptions}
        error={errors.bankCountry?.message}
        {...register('bankCountry')}
      />
      <SelectField
        label="Currency"
        placeholder="Select currency"
        options={driverCurrencyOptions}
        error={errors.bankCurrency?.message}
        {...register('bankCurrency')}
      />
      <TextField label="Bank Name" error={errors.bankName?.message} {...register('bankName')} />
      <TextField
        label="Account Holder Name"
        autoComplete="name"
        error={errors.accountHolderName?.message}
        {...register('accountHolderName')}
      />
      <TextField
        label="Routing Number"
        inputMode="numeric"
        autoComplete="off"
        error={errors.routingNumber?.message}
        {...register('routingNumber')}
      />
      <TextField
        label="Account Number"
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <SelectField
        label="Account Type"
        placeholder="Select account type"
        options={driverAccountTypeOptions}
        error={errors.accountType?.message}
        {...register('accountType')}
      />
      <TextField
        label="SWIFT Code"
        autoComplete="off"
        hint="Your bank's SWIFT/BIC code, for international transfers."
        error={errors.swiftCode?.message}
        {...register('swiftCode')}
      />
    </FormSection>
  );
}
