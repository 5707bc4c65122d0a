import { useFormContext } from 'react-hook-form';
import type { DriverRegistrationFormValues } from '#domain/registration/driver-requests.ts';
import { vehicleTypeOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, SelectField, TextField } from '../fields';

export function DriverVehicleSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DriverRegistrationFormValues>();
  return (
    <FormSection title="Vehicle and license">
      <SelectField
        label="Vehicle Type"
        required
        placeholder="Select vehicle type"
        options={vehicleTypeOptions}
        error={errors.vehicleType?.message}
        {...register('vehicleType')}
      />
      <TextField
        label="Vehicle Number"
        required
        hint="Licence plate or bike registration number."
        error={errors.vehicleNumber?.message}
        {...register('vehicleNumber')}
      />
      <TextField
        label="Driver's License Number"
        required
        error={errors.licenseNumber?.message}
        {...register('licenseNumber')}
      />
      <TextField
        label="License Expiry Date"
        type="date"
        error={errors.licenseExpiryDate?.message}
        {...register('licenseExpiryDate')}
      />
      <TextField
        label="License State or Province"
        error={errors.licenseState?.message}
        {...register('licenseState')}
      />
      <TextField
        label="License Photo Link"
        type="url"
        hint="A link to a photo of your license, if you have one online."
        error={errors.licenseImage?.message}
        {...register('licenseImage')}
      />
    </FormSection>
  );
}
