import { describe, expect, it } from 'vitest';
import { toRegistrationBody } from '#web/features/registration/registration-body.ts';
import { describeRegistrationError } from '#web/features/registration/registration-error.ts';
import { ApiError } from '#web/lib/api-client.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));

describe('describeRegistrationError', () => {
  it("uses the server's message and field messages", () => {
    const failure = describeRegistrationError(
      apiError(409, {
        message: 'An account with this email already exists',
        code: 'email_taken',
        fields: { email: 'An account with this email already exists' },
      }),
    );
    expect(failure).toEqual({
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('keeps only non-blank string field messages', () => {
    const failure = describeRegistrationError(
      apiError(400, {
        message: 'phone: Invalid phone number',
        fields: { phone: 'Invalid phone number', a: 3, b: ' ' },
      }),
    );
    expect(failure.fields).toEqual({ phone: 'Invalid phone number' });
  });

  it('says "Please try again." without a usable message', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      apiError(502, '<html>Bad gateway</html>'),
      apiError(500, ''),
      apiError(400, { message: '  ' }),
      apiError(400, 'null'),
      'not an error',
    ]) {
      expect(describeRegistrationError(error)).toEqual({ message: 'Please try again.', fields: {} });
    }
  });
});

describe('toRegistrationBody', () => {
  it('drops confirmPassword and keeps everything else', () => {
    const values = {
      email: 'a@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      city: undefined,
    };
    const body = toRegistrationBody(values);
    expect(body).toEqual({ email: 'a@example.com', password: 'secret1', city: undefined });
    expect('confirmPassword' in body).toBe(false);
    expect(JSON.stringify(body)).not.toContain('confirmPassword');
    expect(values.confirmPassword).toBe('secret1');
  });
});
