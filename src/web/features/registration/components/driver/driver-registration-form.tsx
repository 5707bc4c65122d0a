import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { RegistrationResult } from '../../../../../domain/accounts';
import { DRIVER_DEFAULTS } from '../../../../../domain/options';
import {
  type DriverRegistrationFormValues,
  driverRegistrationFormSchema,
  driverRegistrationSchema,
} from '../../../../../domain/schemas/driver';
import { Button } from '../../../../components/ui/button';
import { registerDriver } from '../../api';
import { DRIVER_SUCCESS_DESCRIPTION } from '../../messages';
import { useRegistrationSubmit } from '../../use-registration-submit';
import { RequiredFieldsNote } from '../fields';
import { DriverBackgroundSection } from './driver-background-section';
import { DriverBankSection } from './driver-bank-section';
import { DriverPersonalSection } from './driver-personal-section';
import { DriverVehicleSection } from './driver-vehicle-section';

type DriverFormOutput = z.output<typeof driverRegistrationFormSchema>;

const FIELD_NAMES = Object.keys(driverRegistrationSchema.shape);

// Every control starts as '' (an unselected <select>, an empty box); the schema turns blank
// optional values into "not given". Country and city start at the driver defaults of SPEC section 3.
const DEFAULT_VALUES: DriverRegistrationFormValues = {
  name: '',
  email: '',
  phone: '',
  contactAddress: '',
  country: DRIVER_DEFAULTS.country,
  city: DRIVER_DEFAULTS.city,
  password: '',
  confirmPassword: '',
  vehicleType: '' as DriverRegistrationFormValues['vehicleType'],
  vehicleNumber: '',
  licenseNumber: '',
  licenseExpiryDate: '',
  licenseState: '',
  licenseImage: '',
  bankCountry: '',
  bankCurrency: '',
  bankName: '',
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: '',
  swiftCode: '',
  previousExperience: '',
  availability: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
};

export function DriverRegistrationForm({
  onRegistered,
}: {
  onRegistered: (result: RegistrationResult) => void;
}) {
  const form = useForm<DriverRegistrationFormValues, unknown, DriverFormOutput>({
    resolver: zodResolver(driverRegistrationFormSchema),
    // Quiet until the first submit, then every keystroke re-checks, so a fixed field clears at once.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: DEFAULT_VALUES,
  });
  const onSubmit = useRegistrationSubmit(form, {
    fieldNames: FIELD_NAMES,
    send: registerDriver,
    successDescription: DRIVER_SUCCESS_DESCRIPTION,
    onRegistered,
  });
  const { isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Driver registration" className="space-y-6">
        <RequiredFieldsNote />
        <DriverPersonalSection />
        <DriverVehicleSection />
        <DriverBankSection />
        <DriverBackgroundSection />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting Application…' : 'Submit Application'}
        </Button>
      </form>
    </FormProvider>
  );
}
