import { describe, expect, it } from 'vitest';
import { serverErrorCode, serverErrorMessage } from '../../../../src/web/features/ordering/order-errors';
import { ApiError } from '../../../../src/web/lib/api-client';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('serverErrorMessage', () => {
  it("prefers a field's message, then the body's message", () => {
    const invalid = apiError(400, {
      message: 'cardNumber: Your card number is incorrect.',
      code: 'invalid_input',
      fields: { cardNumber: 'Your card number is incorrect.' },
    });
    expect(serverErrorMessage(invalid)).toBe('Your card number is incorrect.');
    const declined = apiError(402, { message: 'Your card was declined.', code: 'card_declined' });
    expect(serverErrorMessage(declined)).toBe('Your card was declined.');
    expect(serverErrorCode(declined)).toBe('card_declined');
  });

  it('is null without a JSON message', () => {
    expect(serverErrorMessage(apiError(503, ''))).toBeNull();
    expect(serverErrorMessage(apiError(500, '<html>'))).toBeNull();
    expect(serverErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverErrorCode(new TypeError('Failed to fetch'))).toBeNull();
  });
});
