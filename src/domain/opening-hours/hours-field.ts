// One day's hours field as registration and the restaurant's Settings check it: after their own
// trimming (blank means Closed), the text must read as hours (hours-text.ts).
import type { z } from 'zod';
import { hoursTextIssue } from './hours-text';

/** A superRefine step: refuses text that does not read as hours, under the day's own field. */
export function checkHoursText(value: string, context: z.RefinementCtx): void {
  const issue = hoursTextIssue(value);
  if (issue) context.addIssue({ code: 'custom', message: issue });
}
