import { describe, expect, it } from 'vitest';
import { DELIVERY_CODE_MESSAGE } from '#domain/driver-deliveries/requests.ts';
import {
  attemptsLeft,
  checkDeliveryCode,
  deliverFailure,
} from '#web/features/driver-deliveries/delivery-code.ts';
import { ApiError } from '#web/lib/api-client.ts';

describe('checkDeliveryCode', () => {
  it('accepts exactly 4 digits and otherwise says what is expected', () => {
    expect(checkDeliveryCode('1234')).toEqual({ code: '1234' });
    expect(checkDeliveryCode(' 0042 ')).toEqual({ code: '0042' });
    for (const bad of ['', '123', '12345', '12a4']) {
      expect(checkDeliveryCode(bad)).toEqual({ error: DELIVERY_CODE_MESSAGE });
    }
    expect(DELIVERY_CODE_MESSAGE).toBe('Enter the 4-digit code the customer sees');
  });
});

describe('attemptsLeft', () => {
  it('counts down from 5 and stops at 0', () => {
    expect(attemptsLeft(0)).toBe(5);
    expect(attemptsLeft(3)).toBe(2);
    expect(attemptsLeft(7)).toBe(0);
  });
});

function apiError(status: number, body: unknown): ApiError {
  return new ApiError(status, 'Status', JSON.stringify(body));
}

describe('deliverFailure', () => {
  it("shows a wrong code with the server's words, attempts left included", () => {
    const wrong = apiError(400, {
      message: 'Wrong delivery code',
      code: 'validation',
      fields: { code: 'Wrong code: 3 attempts left' },
    });
    expect(deliverFailure(wrong)).toEqual({ kind: 'wrong-code', message: 'Wrong code: 3 attempts left' });
    expect(deliverFailure(apiError(400, { message: 'Wrong delivery code' }))).toEqual({
      kind: 'wrong-code',
      message: 'Wrong delivery code',
    });
  });

  it('recognises the locked delivery apart from other conflicts', () => {
    expect(deliverFailure(apiError(409, { message: 'Locked', code: 'delivery_locked' }))).toEqual({
      kind: 'locked',
    });
    expect(deliverFailure(apiError(409, { message: 'This order was cancelled', code: 'conflict' }))).toEqual({
      kind: 'other',
      message: 'This order was cancelled',
    });
  });

  it('hands a 401 to the session and shows anything else as it came', () => {
    expect(deliverFailure(new ApiError(401, 'Unauthorized', ''))).toEqual({ kind: 'signed-out' });
    expect(deliverFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'other',
      message: 'Failed to fetch',
    });
  });
});
