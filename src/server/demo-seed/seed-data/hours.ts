/**
 * Opening hours for the demo seed data. Most restaurants keep the same hours Monday to Thursday
 * and differ only on some days, so each seed entry lists just the days that differ.
 */

type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type WeeklyHoursSpec = { weekdays: string } & Partial<Record<Day, string>>;

export interface WeeklyHours {
  mondayHours: string;
  tuesdayHours: string;
  wednesdayHours: string;
  thursdayHours: string;
  fridayHours: string;
  saturdayHours: string;
  sundayHours: string;
}

/**
 * The seven `<day>Hours` fields, in the order the seed data lists them. Every day not given
 * explicitly gets `weekdays`, e.g. `weeklyHours({ weekdays: '11:00 AM - 10:00 PM', sunday: 'Closed' })`.
 */
export function weeklyHours({ weekdays, ...days }: WeeklyHoursSpec): WeeklyHours {
  return {
    mondayHours: days.monday ?? weekdays,
    tuesdayHours: days.tuesday ?? weekdays,
    wednesdayHours: days.wednesday ?? weekdays,
    thursdayHours: days.thursday ?? weekdays,
    fridayHours: days.friday ?? weekdays,
    saturdayHours: days.saturday ?? weekdays,
    sundayHours: days.sunday ?? weekdays,
  };
}
