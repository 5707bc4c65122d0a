import { describe, expect, it } from 'vitest';
import { claimFailure } from '#web/features/driver-deliveries/claim-errors.ts';
import { ApiError } from '#web/lib/api-client.ts';

function apiError(status: number, body: unknown): ApiError {
  return new ApiError(status, 'Status', JSON.stringify(body));
}

describe('claimFailure', () => {
  it('tells "already taken" apart from the other refusals', () => {
    expect(
      claimFailure(
        apiError(409, { message: 'This order was already taken by another driver', code: 'already_taken' }),
      ),
    ).toEqual({ kind: 'taken', message: 'This order was already taken by another driver' });
    expect(claimFailure(apiError(409, { code: 'already_taken' }))).toEqual({
      kind: 'taken',
      message: 'This order was already taken by another driver',
    });
  });

  it('shows a busy or offline driver the server’s reason, not "taken"', () => {
    expect(
      claimFailure(
        apiError(409, {
          message: 'Finish your current delivery before accepting another',
          code: 'driver_busy',
        }),
      ),
    ).toEqual({ kind: 'other', message: 'Finish your current delivery before accepting another' });
    expect(
      claimFailure(apiError(409, { message: 'Go online to accept orders', code: 'driver_offline' })),
    ).toEqual({
      kind: 'other',
      message: 'Go online to accept orders',
    });
  });

  it('hands a 401 to the session and shows a network failure as it came', () => {
    expect(claimFailure(new ApiError(401, 'Unauthorized', ''))).toEqual({ kind: 'signed-out' });
    expect(claimFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'other',
      message: 'Failed to fetch',
    });
  });
});
