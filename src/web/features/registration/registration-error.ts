import { apiErrorBody } from '#web/lib/api-client.ts';
import { REGISTRATION_FAILED_FALLBACK } from './messages';

export interface RegistrationFailure {
  /** The server's message, or the spec's fallback when there is none. */
  message: string;
  /** Per-field messages of a 400/409 answer ({ fields: { email: '...' } }). */
  fields: Record<string, string>;
}

/**
 * Reads a failed registration. Error bodies are JSON { message, code, fields? }; anything else
 * (a proxy's HTML page, a dropped connection) falls back to "Please try again." rather than showing
 * raw text to the user.
 */
export function describeRegistrationError(error: unknown): RegistrationFailure {
  const failure: RegistrationFailure = { message: REGISTRATION_FAILED_FALLBACK, fields: {} };
  const body = apiErrorBody(error);
  if (!body) return failure;
  if (body.message !== null && body.message.trim() !== '') failure.message = body.message;
  for (const [name, text] of Object.entries(body.fields)) {
    if (text.trim() !== '') failure.fields[name] = text;
  }
  return failure;
}
