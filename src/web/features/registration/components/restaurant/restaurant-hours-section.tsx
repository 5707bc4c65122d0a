import { useFormContext } from 'react-hook-form';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { WEEKDAY_HOURS_FIELDS, type WeekdayHoursField } from '#domain/shared/options.ts';
import { FormSection, TextField } from '../fields';

const DAY_LABELS: Record<WeekdayHoursField, string> = {
  mondayHours: 'Monday',
  tuesdayHours: 'Tuesday',
  wednesdayHours: 'Wednesday',
  thursdayHours: 'Thursday',
  fridayHours: 'Friday',
  saturdayHours: 'Saturday',
  sundayHours: 'Sunday',
};

// Free text, not <input type="time">: a day can read "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM".
export function RestaurantHoursSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantRegistrationFormValues>();
  return (
    <FormSection
      title="Operating hours"
      description="Write each day's hours like 10:00 AM - 10:00 PM. Leave a day empty if you are closed."
    >
      {WEEKDAY_HOURS_FIELDS.map((field) => (
        <TextField
          key={field}
          label={DAY_LABELS[field]}
          placeholder="Closed"
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
    </FormSection>
  );
}
