import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { WEEKDAY_HOURS_FIELDS } from '#domain/shared/options.ts';
import { WEEKDAY_HOURS_LABELS } from '#web/lib/weekday-hours-labels.ts';
import { FormSection, fieldsOf } from '../fields';

const { TextField } = fieldsOf<RestaurantRegistrationFormValues>();

// Text, not <input type="time">: "Open 24 hours" and hours past midnight ("6:00 PM - 2:00 AM") read
// naturally; the shared schema checks each day and says what is wrong under it.
export function RestaurantHoursSection() {
  return (
    <FormSection
      title="Operating hours"
      description="Write each day's hours like 10:00 AM - 10:00 PM, 6:00 PM - 2:00 AM or Open 24 hours. Leave a day empty if you are closed. Customers can order only inside them."
    >
      {WEEKDAY_HOURS_FIELDS.map((field) => (
        <TextField key={field} name={field} label={WEEKDAY_HOURS_LABELS[field]} placeholder="Closed" />
      ))}
    </FormSection>
  );
}
