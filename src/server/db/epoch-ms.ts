// A timestamp as milliseconds since the epoch, in SQL. Every statement that stores or returns such
// a time uses this one text, so an order's status_times, its events and placement's answer agree to
// the millisecond (the phone view and the tracking view show the same times).

/** SQL text for `expression` (a timestamptz column or `now()`) in whole milliseconds, as a float8. */
export const epochMsSql = (expression: string): string =>
  `floor(extract(epoch from ${expression}) * 1000)::float8`;
