// Address search (issue 34): the server asks a Nominatim-compatible geocoder that the operator
// chooses (GEOCODER_URL) and answers a few matches; the customer still confirms the pin on the map.

/** Matches one search answers at most. */
export const MAX_GEOCODE_MATCHES = 5;
export const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Codes of the address search's own errors (the body is the API's usual { message, code }). */
export const GEOCODE_ERROR_CODES = {
  /** No geocoder is configured: the customer places the pin by hand. */
  unavailable: 'geocoder_unavailable',
  /** The geocoder answered an error or something that is not its JSON. */
  failed: 'geocoder_failed',
  /** The geocoder did not answer in time. */
  timeout: 'geocoder_timeout',
  /** This instance is already waiting on as many geocoder calls as the geocoder's pace allows. */
  busy: 'geocoder_busy',
  /** The geocoder knows no address at the pin (the middle of a lake). */
  noAddress: 'address_not_found',
} as const;

export const GEOCODER_UNAVAILABLE = 'Address search is not available: place the pin on the map';
export const GEOCODER_FAILED = 'Address search failed: try again, or place the pin on the map';
export const GEOCODER_TIMEOUT = 'Address search took too long: try again, or place the pin on the map';
export const geocoderBusy = (seconds: number) =>
  `Address search is busy: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, or place the pin on the map`;
export const NO_ADDRESS_AT_PIN = 'No address is known at this point';
