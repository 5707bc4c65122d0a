/**
 * The request body of a registration: the validated form values without confirmPassword, which
 * only proves the user typed the password twice and must never leave the browser.
 */
export function toRegistrationBody<T extends { confirmPassword: unknown }>(
  values: T,
): Omit<T, 'confirmPassword'> {
  const { confirmPassword: _confirmPassword, ...body } = values;
  return body;
}
