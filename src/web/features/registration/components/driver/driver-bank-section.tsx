import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import {
  driverAccountTypeOptions,
  driverBankCountryOptions,
  driverCurrencyOptions,
} from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, SelectField } = fieldsOf<DriverRegistrationFormValues>();

export function DriverBankSection() {
  return (
    <FormSection title="Bank details" description="Where your earnings are paid. Optional at this stage.">
      <SelectField
        name="bankCountry"
        label="Bank Country"
        placeholder="Select bank country"
        options={driverBankCountryOptions}
      />
      <SelectField
        name="bankCurrency"
        label="Currency"
        placeholder="Select currency"
        options={driverCurrencyOptions}
      />
      <TextField name="bankName" label="Bank Name" />
      <TextField name="accountHolderName" label="Account Holder Name" autoComplete="name" />
      <TextField name="routingNumber" label="Routing Number" inputMode="numeric" autoComplete="off" />
      <TextField name="accountNumber" label="Account Number" inputMode="numeric" autoComplete="off" />
      <SelectField
        name="accountType"
        label="Account Type"
        placeholder="Select account type"
        options={driverAccountTypeOptions}
      />
      <TextField
        name="swiftCode"
        label="SWIFT Code"
        autoComplete="off"
        hint="Your bank's SWIFT/BIC code, for international transfers."
      />
    </FormSection>
  );
}
