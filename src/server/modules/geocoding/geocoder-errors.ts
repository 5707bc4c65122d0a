import {
  GEOCODE_ERROR_CODES,
  GEOCODER_FAILED,
  GEOCODER_TIMEOUT,
  geocoderBusy,
  NO_ADDRESS_AT_PIN,
} from '#domain/geocoding/rules.ts';
import { AppError } from '#server/http/app-error.ts';

// The address search's failures. What went wrong upstream is kept in `upstream` for the log (the
// error handler logs the error's own fields): a status or a reason, never the geocoder's body.

export interface UpstreamDetail {
  /** The geocoder's HTTP status, when it answered one. */
  status?: number;
  /** Our words for what was wrong: "not JSON", "timed out", "connection failed"... */
  reason: string;
}

export class GeocoderError extends AppError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly upstream?: UpstreamDetail,
    headers?: Record<string, string>,
  ) {
    super(status, code, message, undefined, headers);
    this.name = 'GeocoderError';
  }
}

export const geocoderFailed = (upstream: UpstreamDetail) =>
  new GeocoderError(502, GEOCODE_ERROR_CODES.failed, GEOCODER_FAILED, upstream);

export const geocoderTimedOut = () =>
  new GeocoderError(504, GEOCODE_ERROR_CODES.timeout, GEOCODER_TIMEOUT, { reason: 'timed out' });

export const geocoderBusyError = (retryAfterSeconds: number) =>
  new GeocoderError(503, GEOCODE_ERROR_CODES.busy, geocoderBusy(retryAfterSeconds), undefined, {
    'retry-after': String(retryAfterSeconds),
  });

export const noAddressAtPin = () => new AppError(404, GEOCODE_ERROR_CODES.noAddress, NO_ADDRESS_AT_PIN);

/**
 * The client went away before the answer: nobody reads this (the connection is closed), it only ends
 * the request without an error-level log line. 499 as nginx names it.
 */
export const clientClosed = () =>
  new AppError(499, 'client_closed', 'The request was closed before the address search answered');

/**
 * What an aborted call means: the request's deadline passed (504) or its client left. `signal` is
 * the call's signal, aborted by one of the two.
 */
export function abortedCallError(signal: AbortSignal): AppError {
  const reason = signal.reason as { name?: string } | undefined;
  return reason?.name === 'TimeoutError' ? geocoderTimedOut() : clientClosed();
}
