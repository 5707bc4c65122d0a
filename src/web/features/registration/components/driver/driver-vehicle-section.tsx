import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import { vehicleTypeOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField, SelectField } = fieldsOf<DriverRegistrationFormValues>();

export function DriverVehicleSection() {
  return (
    <FormSection title="Vehicle and license">
      <SelectField
        name="vehicleType"
        label="Vehicle Type"
        required
        placeholder="Select vehicle type"
        options={vehicleTypeOptions}
      />
      <TextField
        name="vehicleNumber"
        label="Vehicle Number"
        required
        hint="Licence plate or bike registration number."
      />
      <TextField name="licenseNumber" label="Driver's License Number" required />
      <TextField name="licenseExpiryDate" label="License Expiry Date" type="date" />
      <TextField name="licenseState" label="License State or Province" />
      <TextField
        name="licenseImage"
        label="License Photo Link"
        type="url"
        hint="A link to a photo of your license, if you have one online."
      />
    </FormSection>
  );
}
