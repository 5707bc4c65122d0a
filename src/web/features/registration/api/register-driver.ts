import type { DriverRegistration } from '#domain/registration/driver-requests.ts';
import { type RegistrationResult, registrationResultSchema } from '#domain/registration/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/drivers/register. The body is the API schema's output: confirmPassword is never part of it. */
export async function registerDriver(body: DriverRegistration): Promise<RegistrationResult> {
  return apiCall({ method: 'POST', url: '/api/drivers/register', body, schema: registrationResultSchema });
}
