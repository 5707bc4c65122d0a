// What the sign-in screens and the account endpoints say when something is refused (DESIGN
// section 5: one message for every failed sign-in, so it never tells which part was wrong).
export const EMAIL_REQUIRED = 'Email is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
/** One message for every failed partner sign-in, so it never tells which part was wrong. */
export const PARTNER_LOGIN_FAILED = 'Invalid email or password';
/** Admin login failure (SPEC section 8 toast description; the server says the same). */
export const ADMIN_LOGIN_FAILED = 'Invalid username or password';
/** A correct password on an account an admin has not approved (or has revoked). */
export const UNDER_REVIEW = 'Your application is under review';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';
export const SIGN_IN_REQUIRED = 'Sign in required';
export const WRONG_ROLE = 'You do not have access to this resource';
export const USERNAME_REQUIRED = 'Username is required';
export const PASSWORD_REQUIRED = 'Password is required';
