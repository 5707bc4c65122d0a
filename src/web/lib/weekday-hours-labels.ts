import type { WeekdayHoursField } from '#domain/shared/options.ts';

/** The day each opening-hours field stands for, as its form label reads. */
export const WEEKDAY_HOURS_LABELS: Record<WeekdayHoursField, string> = {
  mondayHours: 'Monday',
  tuesdayHours: 'Tuesday',
  wednesdayHours: 'Wednesday',
  thursdayHours: 'Thursday',
  fridayHours: 'Friday',
  saturdayHours: 'Saturday',
  sundayHours: 'Sunday',
};
