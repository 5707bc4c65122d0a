// The registration toasts and views of SPEC sections 2 and 8, word for word.

export const REGISTRATION_SUCCESS_TITLE = 'Registration Successful!';
export const DRIVER_SUCCESS_DESCRIPTION = 'Your driver application has been submitted for approval.';
export const RESTAURANT_SUCCESS_DESCRIPTION = 'Your restaurant application has been submitted for approval.';
export const REGISTRATION_FAILED_TITLE = 'Registration Failed';
/** Shown when the server gives no message (e.g. the network is down). */
export const REGISTRATION_FAILED_FALLBACK = 'Please try again.';
export const DRIVER_SUBMITTED_TITLE = 'Application Submitted!';
