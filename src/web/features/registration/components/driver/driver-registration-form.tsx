import {
  type DriverRegistrationFormValues,
  driverRegistrationFormSchema,
  driverRegistrationSchema,
} from '#domain/registration/driver-requests.ts';
import type { RegistrationResult } from '#domain/registration/responses.ts';
import { DRIVER_DEFAULTS } from '#domain/shared/options.ts';
import { registerDriver } from '#web/features/registration/api/register-driver.ts';
import { DRIVER_SUCCESS_DESCRIPTION } from '#web/features/registration/messages.ts';
import { RegistrationFormFrame } from '../registration-form-frame';
import { DriverBackgroundSection } from './driver-background-section';
import { DriverBankSection } from './driver-bank-section';
import { DriverPersonalSection } from './driver-personal-section';
import { DriverVehicleSection } from './driver-vehicle-section';

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
  onCountryChange,
}: {
  onRegistered: (result: RegistrationResult) => void;
  /** Told the chosen country, by name, whenever it changes. */
  onCountryChange?: (country: string) => void;
}) {
  return (
    <RegistrationFormFrame
      schema={driverRegistrationFormSchema}
      defaultValues={DEFAULT_VALUES}
      label="Driver registration"
      fieldNames={FIELD_NAMES}
      send={registerDriver}
      successDescription={DRIVER_SUCCESS_DESCRIPTION}
      onRegistered={onRegistered}
      onCountryChange={onCountryChange}
    >
      <DriverPersonalSection />
      <DriverVehicleSection />
      <DriverBankSection />
      <DriverBackgroundSection />
    </RegistrationFormFrame>
  );
}
