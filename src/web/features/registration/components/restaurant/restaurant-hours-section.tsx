import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { WEEKDAY_HOURS_FIELDS } from '#domain/shared/options.ts';
import { WEEKDAY_HOURS_LABELS } from '#web/lib/weekday-hours-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField } = fieldsOf<RestaurantRegistrationFormValues>();

// Free text, not <input type="time">: a day can read "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM".
export function RestaurantHoursSection() {
  return (
    <FormSection
      title="Operating hours"
      description="Write each day's hours like 10:00 AM - 10:00 PM. Leave a day empty if you are closed."
    >
      {WEEKDAY_HOURS_FIELDS.map((field) => (
        <TextField key={field} name={field} label={WEEKDAY_HOURS_LABELS[field]} placeholder="Closed" />
      ))}
    </FormSection>
  );
}
